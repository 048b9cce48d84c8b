import { describe, expect, it } from 'vitest';
import { invoiceFromRegistry, isCompanyId, registryStreet } from '../../../src/booking/company-address';

describe('registry street composition (SPEC 7)', () => {
  it('joins the street, the house number and the orientation number with its letter', () => {
    expect(registryStreet({ nazevUlice: 'Na Příkopě', cisloDomovni: 859, cisloOrientacni: 28 })).toBe('Na Příkopě 859/28');
    expect(
      registryStreet({ nazevUlice: 'Karlova', cisloDomovni: 12, cisloOrientacni: 4, cisloOrientacniPismeno: 'a' }),
    ).toBe('Karlova 12/4a');
  });

  it('uses the municipality when there is no street name', () => {
    expect(registryStreet({ nazevObce: 'Horní Lhota', cisloDomovni: 27 })).toBe('Horní Lhota 27');
    expect(registryStreet({ nazevObce: 'Horní Lhota', nazevUlice: '', cisloDomovni: 27, cisloOrientacni: 3 })).toBe(
      'Horní Lhota 27/3',
    );
  });

  it('leaves out the slash without an orientation number', () => {
    expect(registryStreet({ nazevUlice: 'Náměstí', cisloDomovni: 5, cisloOrientacniPismeno: 'b' })).toBe('Náměstí 5');
  });

  it('reads numbers and strings alike', () => {
    expect(registryStreet({ nazevUlice: 'Dlouhá', cisloDomovni: '730', cisloOrientacni: '1', cisloOrientacniPismeno: 'C' })).toBe(
      'Dlouhá 730/1C',
    );
  });
});

describe('invoice address from a registry record', () => {
  it('fills the company, address, Czech Republic and tax ID', () => {
    expect(
      invoiceFromRegistry({
        obchodniJmeno: 'Lípa s.r.o.',
        dic: 'CZ27074358',
        sidlo: { kodStatu: 'CZ', nazevObce: 'Praha', nazevUlice: 'Vodičkova', cisloDomovni: 681, cisloOrientacni: 14, psc: 11000 },
      }),
    ).toEqual({
      companyName: 'Lípa s.r.o.',
      streetAddress: 'Vodičkova 681/14',
      city: 'Praha',
      postalCode: '11000',
      country: 'CZ',
      taxIdentificationNumber: 'CZ27074358',
    });
  });

  it('leaves the country and tax ID empty for a foreign seat without a tax ID', () => {
    const invoice = invoiceFromRegistry({ obchodniJmeno: 'Holz GmbH', sidlo: { kodStatu: 'DE', nazevObce: 'Dresden', cisloDomovni: 3 } });
    expect(invoice.country).toBe('');
    expect(invoice.taxIdentificationNumber).toBe('');
    expect(invoice.postalCode).toBe('');
  });

  it('asks the registry only about 8 digits', () => {
    expect(isCompanyId('27074358')).toBe(true);
    expect(isCompanyId('2707435')).toBe(false);
    expect(isCompanyId('270743581')).toBe(false);
    expect(isCompanyId('2707435a')).toBe(false);
  });
});
