import { describe, expect, it } from 'vitest';
import { getIntl } from '@/lib/i18n/server';
import { providerIdentification, type ProviderFacts } from './provider-identification';

const facts: ProviderFacts = {
  legalName: 'Caparica Detailing, Unipessoal Lda.',
  nif: '599999993',
  tradeRegister: { office: 'Conservatória do Registo Comercial de Almada', number: '599999993' },
  addressLines: ['Rua da Praia 12', '2820-000 Charneca da Caparica'],
  registeredAddressLines: [],
};

describe('providerIdentification', () => {
  it('names the company, its NIPC and its trade register, in each language', () => {
    expect(providerIdentification(facts, getIntl('en'))).toEqual([
      'Caparica Detailing, Unipessoal Lda.',
      'NIPC 599999993',
      'Registered at the Conservatória do Registo Comercial de Almada under no. 599999993',
    ]);
    expect(providerIdentification(facts, getIntl('pt')).slice(1)).toEqual([
      'NIPC 599999993',
      'Matriculada na Conservatória do Registo Comercial de Almada sob o n.º 599999993',
    ]);
    expect(providerIdentification(facts, getIntl('uk')).slice(1)).toEqual([
      'NIPC 599999993',
      'Зареєстровано в Conservatória do Registo Comercial de Almada під № 599999993',
    ]);
  });

  it("calls a person's number a NIF, and leaves out a trade register a sole trader does not have", () => {
    expect(providerIdentification({ ...facts, nif: '123456789', tradeRegister: null }, getIntl('en')).slice(1)).toEqual(
      ['NIF 123456789'],
    );
    expect(
      providerIdentification({ ...facts, tradeRegister: { office: null, number: '599999993' } }, getIntl('en')),
    ).toHaveLength(2);
  });

  it('adds the registered office only where it is not the business address', () => {
    const elsewhere = ['Avenida da Liberdade 1', '1250-096 Lisboa'];
    expect(providerIdentification({ ...facts, registeredAddressLines: elsewhere }, getIntl('en')).at(-1)).toBe(
      'Registered office: Avenida da Liberdade 1, 1250-096 Lisboa',
    );
    expect(providerIdentification({ ...facts, registeredAddressLines: elsewhere }, getIntl('pt')).at(-1)).toBe(
      'Sede: Avenida da Liberdade 1, 1250-096 Lisboa',
    );
    // The same address typed again (other case or spacing) says nothing new.
    const same = ['rua da praia  12', '2820-000 CHARNECA DA CAPARICA'];
    expect(providerIdentification({ ...facts, registeredAddressLines: same }, getIntl('en'))).toHaveLength(3);
  });

  it('shows nothing the owner has not filled in', () => {
    expect(
      providerIdentification(
        { legalName: null, nif: null, tradeRegister: null, addressLines: [], registeredAddressLines: [] },
        getIntl('en'),
      ),
    ).toEqual([]);
  });
});
