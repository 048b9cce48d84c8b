// A few companies for the local stand-in of the Czech company registry (ARES),
// in the real service's JSON shape: house numbers and the postal code are
// numbers, the orientation number and its letter optional.

export interface RegistrySeat {
  kodStatu: string;
  nazevStatu: string;
  nazevObce: string;
  nazevUlice?: string;
  cisloDomovni: number;
  cisloOrientacni?: number;
  cisloOrientacniPismeno?: string;
  psc: number;
  textovaAdresa: string;
}

export interface RegistryCompany {
  ico: string;
  obchodniJmeno: string;
  sidlo: RegistrySeat;
  dic?: string;
}

export const REGISTRY_COMPANIES: readonly RegistryCompany[] = [
  {
    ico: '27074358',
    obchodniJmeno: 'Penzion U Staré lípy s.r.o.',
    dic: 'CZ27074358',
    sidlo: {
      kodStatu: 'CZ',
      nazevStatu: 'Česká republika',
      nazevObce: 'Praha',
      nazevUlice: 'Vodičkova',
      cisloDomovni: 681,
      cisloOrientacni: 14,
      cisloOrientacniPismeno: 'a',
      psc: 11000,
      textovaAdresa: 'Vodičkova 681/14a, Nové Město, 11000 Praha 1',
    },
  },
  {
    // A village without street names: the street is the municipality and the house number.
    ico: '45317054',
    obchodniJmeno: 'Statek Horní Lhota, družstvo',
    sidlo: {
      kodStatu: 'CZ',
      nazevStatu: 'Česká republika',
      nazevObce: 'Horní Lhota',
      cisloDomovni: 27,
      psc: 53701,
      textovaAdresa: 'č.p. 27, 53701 Horní Lhota',
    },
  },
  {
    ico: '00216305',
    obchodniJmeno: 'Krkonošské služby a.s.',
    dic: 'CZ00216305',
    sidlo: {
      kodStatu: 'CZ',
      nazevStatu: 'Česká republika',
      nazevObce: 'Vrchlabí',
      nazevUlice: 'Krkonošská',
      cisloDomovni: 8,
      psc: 54301,
      textovaAdresa: 'Krkonošská 8, 54301 Vrchlabí',
    },
  },
];
