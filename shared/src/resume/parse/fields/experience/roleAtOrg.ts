import { AT_CONTRACTED, AT_STRONG, AT_WEAK } from '../../words/atWords.js';
import { isLegalFormWord } from '../../words/roleOrg.js';
import { orgScore, roleScore } from '../../words/vocab.js';
import { wordCount } from '../../items/text.js';

/*
 * "Konsulent ved Nordlys ApS", "Бухгалтер у Northwind", "Ingénieur chez Airbus": a
 * role and its employer on one line, joined by the language's word for "at". Only the word and a name
 * after it (a capital, or a brand in Latin letters in a Cyrillic line) make the split; "Specialist in
 * marketing" stays one role.
 */

/** An article between the word and the name: "at the University of…", "chez l’Oréal", "à la Mairie". */
const ARTICLE = String.raw`(?:(?:the|la|le|les|der|die|das|dem|den|el|los|las|il|lo|o|a|os|as)\s+|l['’])?`;

const AT_WORD = new RegExp(
  String.raw`\s(${[...AT_STRONG, ...AT_WEAK].join('|')})\s+(${ARTICLE})(?=[\p{Lu}\d])`,
  'gu',
);

/**
 * Common nouns that name an employer and nothing else ("the company", "la société", "la empresa"):
 * a centre, a school or a department may be what the role is about ("Stage au centre de loisirs").
 */
const EMPLOYER_NOUNS = new Set(
  `company firm agency société entreprise firme agence cabinet empresa compañía companhia agencia agência
  azienda società ditta agenzia bedrijf onderneming firma företag företaget selskab selskap virksomhed
  spółka przedsiębiorstwo компания фирма агентство компанія фірма şirket şirketi
  firmie spółce przedsiębiorstwie agencji firmě společnosti agentuře firme spoločnosti agentúre
  компании фирме агентстве организации компанії фірмі агенції організації`.split(/\s+/),
);

/** The same words before an employer noun in lower case: "pour la société …", "at the company …". */
const AT_NOUN = new RegExp(
  String.raw`\s(${[...AT_STRONG, ...AT_WEAK].join('|')})\s+${ARTICLE}(?=\p{Ll})`,
  'gu',
);

/**
 * Splits "Role at Organisation" into its role and organisation, or null when the line does not read
 * that way: the role is one to eight words, the organisation does not read as a role itself.
 */
export function splitRoleAtOrg(text: string): { title: string; company: string } | null {
  return atName(text) ?? atWorkplaceNoun(text) ?? atPreposition(text);
}

/**
 * Arabic, Persian and Hebrew join a role to its employer with a word for "at" or "in", in Arabic and
 * Hebrew often written onto the next word: "مهندس برمجيات في شركة …", "مدرس در دبیرستان …",
 * "محاسب بشركة …", "מהנדס תוכנה בחברת …". No capital marks a name there, so the words after the
 * preposition must open with an organisation word ("in digital marketing" stays with the role).
 */
const PREPOSITIONS = new Set(['في', 'فى', 'لدى', 'در', 'نزد', 'אצל']);
/** "bi-" and "li-" in Arabic, "be-" and "le-" in Hebrew: written onto the noun they govern. */
const ATTACHED_PREPOSITION = /^[بلבל](?=\p{L}{3})/u;

function atPreposition(text: string): { title: string; company: string } | null {
  const words = text.trim().split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    const word = words[i] ?? '';
    const rest = PREPOSITIONS.has(word)
      ? words.slice(i + 1)
      : ATTACHED_PREPOSITION.test(word)
        ? [word.slice(1), ...words.slice(i + 1)]
        : [];
    if (!rest.length) continue;
    const title = words.slice(0, i).join(' ');
    const company = rest.join(' ');
    if (i > 8 || !roleScore(title) || orgScore(title)) continue;
    // The organisation word is the first word, or begins with it ("בית חולים"): in "בנייה בוועדה" the
    // word after the letter is not one.
    const [first = '', second = ''] = rest;
    const opens = orgScore(first) > 0 || (orgScore(`${first} ${second}`) > 0 && !orgScore(second));
    if (!opens || roleScore(company)) continue;
    return { title, company };
  }
  return null;
}

/**
 * "Stagiaire pour la société de production Ça c’est fait", "Analyst at the company Lakeview": the
 * employer introduced by a common noun in lower case. Only when that noun names an employer and the
 * words before it read as a role: "Specialist in machine learning" stays one.
 */
function atWorkplaceNoun(text: string): { title: string; company: string } | null {
  for (const m of text.matchAll(AT_NOUN)) {
    const title = text.slice(0, m.index).trim();
    const company = text.slice((m.index ?? 0) + m[0].length).trim();
    const noun = company.split(/[\s’']/u)[0] ?? '';
    if (!title || wordCount(title) > 8 || !roleScore(title) || orgScore(title)) continue;
    if (!EMPLOYER_NOUNS.has(noun.toLowerCase()) || roleScore(company)) continue;
    return { title, company };
  }
  return null;
}

function atName(text: string): { title: string; company: string } | null {
  for (const m of text.matchAll(AT_WORD)) {
    const word = (m[1] ?? '').toLowerCase();
    const title = text.slice(0, m.index).trim();
    const company = text.slice((m.index ?? 0) + m[0].length).trim();
    if (!title || !company || wordCount(title) > 8) continue;
    // "Teacher at" followed by a role ("Assistant at Head of…") is not an employer.
    if (roleScore(company) > 0 && orgScore(company) === 0) continue;
    // A word that also means "in" or "for" names an employer when an organisation word follows, or
    // an article before a name: "Stage à la Direction de …", "Animatrice pour le CLAVIM" (a field of
    // work takes no article: "Stage en Marketing", "Specialist in Data").
    const weak = AT_WEAK.includes(word);
    // Russian capitalises names only, and its titles are not set in title case: "в" before a capital
    // is "at" a name ("Разработчик в Яндекс").
    const article = !!m[2] || AT_CONTRACTED.has(word) || word === 'в';
    if (weak && !orgScore(company) && !(article && roleScore(title) > 0)) continue;
    return { title, company };
  }
  return null;
}

/**
 * "Andes Logística SAS analista de compras": an organisation closed by its legal form, then the
 * role, on one line without a separator. Null when no legal form stands inside the text.
 */
export function splitAfterLegalForm(text: string): { title: string; company: string } | null {
  const words = text.split(/\s+/);
  const at = words.findIndex((w, i) => i > 0 && i < words.length - 1 && isLegalFormWord(w));
  if (at < 0) return null;
  const company = words
    .slice(0, at + 1)
    .join(' ')
    .replace(/,$/, '');
  const title = words.slice(at + 1).join(' ');
  return roleScore(title) > 0 && !orgScore(title) ? { title, company } : null;
}

/**
 * Japanese writes a job as a sentence with the workplace first: "{組織}にて{役職}として…" (at the
 * organisation, as the role), "{組織}にて{役職}に採用" (hired as), or only "{組織}にて…" (at the
 * organisation, doing…). にて marks the place of work in writing; the plainer で and に have too many
 * other uses to split at.
 */
const JAPANESE_AT = /^([^、。]{2,40}?)にて、?(?:([^、。]{2,30}?)(?:として|に採用|に就任))?/u;

export function workplaceSentence(text: string): { title: string; company: string } | null {
  const m = JAPANESE_AT.exec(text.trim());
  const company = m?.[1]?.trim() ?? '';
  if (!m || !company || /\s{2,}/.test(company)) return null;
  return { company, title: m[2]?.trim() ?? '' };
}
