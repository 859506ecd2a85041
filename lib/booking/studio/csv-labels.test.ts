import { describe, expect, it } from 'vitest';
import { INBOX_CSV_HEADERS, inboxCsvHeader, parseCsv } from '@/lib/booking/inbox';
import { csvLabels, exportLocale } from './csv-labels';

describe('the CSV export’s labels', () => {
  it('are the export’s own English headings in English', () => {
    expect(csvLabels('en-US').headers).toEqual(INBOX_CSV_HEADERS);
  });

  it('follow the Studio language, and name the visitor’s language in that language', () => {
    const pt = csvLabels('pt-PT');
    expect(parseCsv(inboxCsvHeader(pt))[0]).toEqual([
      'Recebido (hora de Lisboa)',
      'Estado',
      'Nome',
      'E-mail',
      'Telefone',
      'Serviço',
      'Viatura',
      'Tamanho da viatura',
      'Serviços adicionais',
      'Estimativa (EUR)',
      'Data preferida',
      'Idioma',
      'Mensagem',
      'Nota',
    ]);
    expect(pt.statuses).toMatchObject({ new: 'Novo', contacted: 'Contactado' });
    expect(csvLabels('uk-UA').statuses).toMatchObject({ contacted: 'Зв’язалися' });
    expect(pt.languages).toEqual({ en: 'English', pt: 'Português', uk: 'Українська' });
    expect(pt).toMatchObject({ contentLanguage: 'pt', amountLocale: 'pt-PT', onRequest: 'Sob consulta' });
    expect(csvLabels('uk-UA')).toMatchObject({ contentLanguage: 'uk', amountLocale: 'uk-UA', onRequest: 'За запитом' });
  });

  it('are asked for by the Studio’s locale id, English otherwise', () => {
    expect(exportLocale(new URLSearchParams('locale=uk-UA'))).toBe('uk-UA');
    expect(exportLocale(new URLSearchParams('locale=de-DE'))).toBe('en-US');
    expect(exportLocale(new URLSearchParams())).toBe('en-US');
  });
});
