import type { Lang } from '../model.js';

/** The few words the layout itself prints (not the person): contact labels and page footers. */
export interface LayoutWords {
  contact: string;
  phone: string;
  email: string;
  address: string;
  page: (n: string, of: string) => string;
}

export const WORDS: Record<Lang, LayoutWords> = {
  en: {
    contact: 'Contact',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    page: (n, t) => `Page ${n} of ${t}`,
  },
  de: {
    contact: 'Kontakt',
    phone: 'Tel.',
    email: 'E-Mail',
    address: 'Adresse',
    page: (n, t) => `Seite ${n} von ${t}`,
  },
  fr: {
    contact: 'Contact',
    phone: 'Tél.',
    email: 'E-mail',
    address: 'Adresse',
    page: (n, t) => `Page ${n} sur ${t}`,
  },
  es: {
    contact: 'Contacto',
    phone: 'Tel.',
    email: 'Correo',
    address: 'Dirección',
    page: (n, t) => `Página ${n} de ${t}`,
  },
  pt: {
    contact: 'Contato',
    phone: 'Telefone',
    email: 'E-mail',
    address: 'Endereço',
    page: (n, t) => `Página ${n} de ${t}`,
  },
  sv: {
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-post',
    address: 'Adress',
    page: (n, t) => `Sida ${n} av ${t}`,
  },
  it: {
    contact: 'Contatti',
    phone: 'Tel.',
    email: 'E-mail',
    address: 'Indirizzo',
    page: (n, t) => `Pagina ${n} di ${t}`,
  },
  pl: {
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-mail',
    address: 'Adres',
    page: (n, t) => `Strona ${n} z ${t}`,
  },
};
