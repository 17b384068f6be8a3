import { foldedKeyOf } from '../items/text.js';
import { undot } from './roleOrg.js';

export { orgScore, roleScore } from './roleOrg.js';

/*
 * Words that tell a school from a degree, in the languages we read (feminine and masculine forms by stem);
 * the role and organisation words are in roleOrg.ts, one list per language family under roles/. Matched on whole words of the accent-free lower-case text:
 * "word", "stem*" (prefix) and "*suffix" (German and Swedish compounds: "Systemutvecklare").
 */

interface Dict {
  exact: Set<string>;
  prefixes: string[];
  suffixes: string[];
  cjk: string[];
  /** Words of two or more tokens ("dai_hoc"): a single token of them means something else. */
  phrases: string[];
}

function words(list: string): Dict {
  const dict: Dict = { exact: new Set(), prefixes: [], suffixes: [], cjk: [], phrases: [] };
  for (const raw of list.split(/\s+/)) {
    const w = raw.trim();
    if (!w) continue;
    // Scripts written without spaces, with prefixes glued to the word (Arabic "ال", Hebrew "ב"), or
    // with marks that word folding would strip (Devanagari vowel signs),
    // are matched inside the text.
    if (
      /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f\u0590-\u06ff]/.test(w) ||
      /\p{Script=Devanagari}/u.test(w)
    )
      dict.cjk.push(w);
    else if (w.includes('_')) dict.phrases.push(` ${w.replace(/_/g, ' ')} `);
    else if (w.startsWith('*')) dict.suffixes.push(w.slice(1));
    else if (w.endsWith('*')) dict.prefixes.push(w.slice(0, -1));
    else dict.exact.add(w);
  }
  return dict;
}

const SCHOOL = words(`
  univers* uniwers* college colegio collegio institute institut instituto istituto school schule *schule
  hochschul* fachhochschul* akadem* academ* academy polytechnic politecnico politechnika polytechnique
  politecnica politecnica ecole escola escuela scuola szkola liceo lycee liceum gymnasium gymnasiet *gymnasium
  bootcamp seminary conservatory conservatorio conservatoire hogskola hogskolan *hogskola *hogskolan
  *skola *skolan tecnologico tecnologica 大学 学院 学校 中学
  *school hogeschool skole *skole efterskole *akademi univerzit* skola lise lisesi *lisesi yuksekokul*
  fakultesi *fakultesi lycee liceu* gimnazj* gimnazium gymnazium truong
  университет* університет* институт* інститут* академи* академі* колледж* коледж* училищ* школ* лицей*
  ліцей* гимнази* гімназі* технікум* техникум* πανεπιστημ* πολυτεχνει* σχολ* ακαδημ* κολλεγ* λυκει*
  高校 高等学校 専門学校 大学院 대학 학교 학원 มหาวิทยาลัย วิทยาลัย โรงเรียน สถาบัน
  dai_hoc cao_dang hoc_vien trung_hoc pho_thong universitas sekolah politeknik akademi kolej universiti
  sveuciliste univerza egyetem foiskola iskola yliopisto ammattikorkeakoulu lukio opisto universiteit
  colegiul facultatea fakultet korkeakoulu *korkeakoulu *iskola hogskole *hogskole колеж* תיכון
  विश्वविद्यालय महाविद्यालय कॉलेज संस्थान विद्यालय
  جامعة جامعه كلية معهد مدرسة دانشگاه دانشکده آموزشگاه دبیرستان هنرستان אוניברסיט מכללה מכללת טכניון`);

const DEGREE = words(`
  bachelor* master* doctor* doktor* phd dphil msc bsc ba ma bs ms mba mphil meng beng btech mtech bcom bba llb llm
  md jd associate diploma diplom* diplome* diplomado certificate certificat* abitur licence license licenciatura
  licenciado licenciada licencjat grado graduado graduada magister magistra magisterskie mgr inz inzynier
  laurea magistrale triennale dottorato maturita matura studentexamen kandidat* kandidatexamen masterexamen
  magisterexamen yrkesexamen *examen *programmet sjukskoterskeprogrammet high_school secondary degree minor
  major candidate bacharelado mestrado doutorado tecnologo tecnico superior profesorado especializacion
  especializacao bachillerato baccalaureat bts dut doctorat ingeniero ingenieria engenharia ingegneria
  studia podyplomowe ausbildung staatsexamen promotion 学士 硕士 博士 本科 研究生 专科
  bakalar* bc mgr ing magistr* inzenyr lisans onlisans doktora hbo mbo vmbo havo vwo opleiding *opleiding propedeuse cand
  бакалавр* магистр* магістр* кандидат* аспирант* аспірант* специалитет диплом* πτυχι* μεταπτυχιακ*
  διδακτορ* 修士 학사 석사 박사 전공 بكالوريوس ماجستير دكتوراه دبلوم ليسانس کارشناسی کاردانی دکترا
  دیپلم תואר ปริญญา ประกาศนียบัตร ปวส ปวช
  cu_nhan thac_si tien_si bang_tot_nghiep sarjana ijazah sijil kandidaatti maisteri tohtori ylioppilas
  alapdiploma mesterdiploma erettsegi licenta masterat tradenomi *bachelor oklevel alapszak mesterszak
  llicenciatura batxillerat cicle_formatiu бакалав* магист* inzinier בגרות स्नातक स्नातकोत्तर डिप्लोमा
  baccalaureus doctorandus
  postgraduate undergraduate gcse gcses a_level a_levels hnd hnc btec nvq
  studium *studium studiengang fachabitur *reife *abschluss
  maestria maestrias posgrado tecnicatura pos_graduacao posgraduacao deug dess deust`);

// Vietnamese đ has no combining mark to fold away.
const tokensOf = (text: string) => foldedKeyOf(undot(text)).replace(/đ/g, 'd').split(' ').filter(Boolean);

const inDict = (dict: Dict, t: string) =>
  dict.exact.has(t) ||
  dict.prefixes.some((p) => t.startsWith(p)) ||
  dict.suffixes.some((s) => t.length > s.length + 2 && t.endsWith(s));

function has(dict: Dict, text: string): number {
  const tokens = tokensOf(text);
  let hits = 0;
  for (const t of tokens) if (inDict(dict, t)) hits++;
  if (dict.phrases.length) {
    const spaced = ` ${tokens.join(' ')} `;
    for (const p of dict.phrases) if (spaced.includes(p)) hits++;
  }
  // CJK words are not space-separated: look for them inside the text.
  for (const w of dict.cjk) if (text.includes(w)) hits++;
  return hits;
}

/**
 * Kinds of school written as capitals in the countries that use them ("FH OÖ", "TU Wien", "IUT de
 * Lannion", "IES Miguel Servet", "ITIS Galilei") and schools known by their initials ("MIT", "ETH",
 * "EPFL", "INSA"), read as printed so that "tu" or "ph" in a sentence, or German "mit" (with), is not
 * one: German and Austrian, French, Spanish, Italian, Polish, Russian and Ukrainian.
 */
const SCHOOL_ABBREVIATION =
  /(?<![\p{L}\p{N}])(?:MIT|ETH|EPFL|INSA|FH|TU|TH|HTL|HTBLA|HTBLuVA|HAK|HBLA|PH|BHS|AHS|BRG|BORG|IUT|ENS|UFR|IES|CEIP|ITIS|ITI|IPSIA|LO|ZSZ|ВУЗ|ПТУ|СПТУ|ВНЗ)(?![\p{L}\p{N}])/u;

/** Short words that join a school or degree word to another ("of", "de", "in", "and"). */
const JOINERS = new Set(
  'of in and the de des du la le di del della da do dos das der die und fur en em e y i et'.split(' '),
);

/**
 * Text made of school and degree words alone, with no name ("High school", "Universität",
 * "Bachelor of Science"): a level or a kind of school, never a particular school.
 */
export function vocabularyOnly(text: string): boolean {
  if (!/^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\s.,'’&-]+$/u.test(text)) return false;
  const tokens = tokensOf(text);
  const spaced = ` ${tokens.join(' ')} `;
  const inPhrase = (t: string) =>
    [...SCHOOL.phrases, ...DEGREE.phrases].some((p) => spaced.includes(p) && p.includes(` ${t} `));
  return (
    tokens.length > 0 &&
    tokens.some((t) => !JOINERS.has(t)) &&
    tokens.every((t) => JOINERS.has(t) || inDict(SCHOOL, t) || inDict(DEGREE, t) || inPhrase(t))
  );
}

export const isSchoolAbbreviation = (word: string): boolean =>
  SCHOOL_ABBREVIATION.test(word) && word.trim().length <= 6;

export const schoolScore = (text: string): number =>
  has(SCHOOL, text) + (SCHOOL_ABBREVIATION.test(text) ? 1 : 0);
export const degreeScore = (text: string): number =>
  has(DEGREE, text) + (/\b(?:B|M)\.?\s?(?:S|A|Sc|Eng|Tech|Des)\b\.?|\bPh\.?\s?D\b/.test(text) ? 1 : 0);

/** Labels of a degree's details, not of its level ("Minor: Philosophy", "GPA: 3.8"). */
export const DETAIL_LABEL =
  /(?<!\p{L})(?:minor|major|gpa|cgpa|grade|note|focus|thesis|courses?|coursework|specialization|concentration|honou?rs|subjects?|option|mention|date|schwerpunkte?|studienschwerpunkte?|vertiefung|fachrichtung|fachbereich|spezialisierung|abschlussarbeit|masterarbeit|bachelorarbeit|diplomarbeit|note|spécialité|specialite|majeure|mineure|mémoire|especialidad|mención|orientación|énfase|ênfase|habilitação|promedio|tesis|tese|tesi|indirizzo|voto|afstudeerrichting|specialisatie|scriptie|specjalność|specjalnosc|praca dyplomowa|специализация|спеціалізація|специальность|спеціальність|профиль|тема диплома)(?!\p{L})/iu;
