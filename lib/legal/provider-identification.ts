import type { IntlShape } from 'react-intl';
import { isPersonalNif } from './nif';

/** The provider's facts as the site settings hold them (lib/content `getSiteSettings`). */
export type ProviderFacts = {
  legalName: string | null;
  nif: string | null;
  tradeRegister: { office: string | null; number: string | null } | null;
  /** The business address and the registered office, each as its display lines. */
  addressLines: readonly string[];
  registeredAddressLines: readonly string[];
};

const comparable = (lines: readonly string[]) => lines.join(' ').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Who provides the service, as Portuguese law asks a website to say it (Decreto-Lei 7/2004, art. 10;
 * Código das Sociedades Comerciais, art. 171): legal name, tax number, trade register, and the
 * registered office only where it is not the address the footer already shows. A part the owner
 * has not filled in is left out rather than shown empty.
 */
export function providerIdentification(facts: ProviderFacts, intl: IntlShape): string[] {
  const { legalName, nif, tradeRegister, addressLines, registeredAddressLines } = facts;
  const registeredOffice =
    registeredAddressLines.length > 0 && comparable(registeredAddressLines) !== comparable(addressLines)
      ? registeredAddressLines.join(', ')
      : null;
  return [
    legalName,
    nif &&
      intl.formatMessage(
        { id: 'chrome.footer.taxNumber' },
        { kind: isPersonalNif(nif) ? 'person' : 'company', number: nif },
      ),
    tradeRegister?.office &&
      tradeRegister.number &&
      intl.formatMessage(
        { id: 'chrome.footer.tradeRegister' },
        { office: tradeRegister.office, number: tradeRegister.number },
      ),
    registeredOffice && intl.formatMessage({ id: 'chrome.footer.registeredOffice' }, { address: registeredOffice }),
  ].filter((part): part is string => Boolean(part));
}
