import { WORLD_HEADINGS } from './headingWordsWorld.js';
import type { SectionType } from './sectionTypes.js';
import { foldedKeyOf } from '../items/text.js';

/*
 * Section headings in English, German, French, Spanish, Portuguese, Swedish, Italian, Polish, Dutch and
 * Chinese (more languages in headingWordsWorld.ts). Written accent-free and lower case (compared after `foldedKeyOf`). Whole-heading phrases
 * first; KEYWORDS are the head nouns that make longer headings ("Relevant Work Experience",
 * "Sprachkenntnisse") recognisable.
 */

type Dictionary = Partial<Record<SectionType, string>>;

const PHRASES: Dictionary = {
  summary: `summary|professional summary|career summary|profile|professional profile|personal profile|about|about me|
    objective|career objective|objectives|overview|executive summary|personal statement|introduction|bio|who i am|
    summary of qualifications|qualifications summary|professional overview|career profile|personal summary|
    executive profile|professional profile and objectives|synthese|synthese professionnelle|profil et objectifs|
    objectif professionnel|presentacion|apresentacao|presentazione|podsumowanie zawodowe|profil osobisty|
    resumen de perfil|perfil personal|sobre|om meg|
    profil|kurzprofil|zusammenfassung|uber mich|personliches profil|berufsprofil|zielsetzung|karriereziel|
    a propos|a propos de moi|objectif|profil professionnel|presentation|sommaire|
    perfil|resumen|sobre mi|acerca de mi|objetivo|perfil profesional|extracto|resumen profesional|
    resumo|sobre mim|perfil profissional|resumo profissional|
    sammanfattning|om mig|personlig profil|
    profilo|sommario|riepilogo|chi sono|su di me|obiettivo|profilo professionale|
    podsumowanie|o mnie|cel zawodowy|profil zawodowy|
    profiel|over mij|samenvatting|
    个人简介|自我评价|个人总结|个人概述`,
  experience: `experience|experiences|work experience|professional experience|employment|employment history|work history|
    career history|relevant experience|professional background|career|career path|career experience|jobs|
    where i have worked|where ive worked|internships|internship|internship experience|professional journey|
    career journey|freelance|freelance work|freelance experience|freelance projects and clients|
    research experience|teaching experience|volunteer experience|volunteering|volunteer work|leadership|
    leadership experience|other experience|additional experience|work|positions|positions held|professional history|
    military experience|community service|relevant work experience|industry experience|volunteer|
    leadership and activities|volunteering and leadership|research|research positions|research and teaching|
    teaching|academic experience|academic positions|current work|past work|previous work|work history and experience|
    appointments|academic appointments|professional appointments|research appointments|employment and appointments|
    positions and appointments|academic employment|professional positions|academic positions held|
    research and professional experience|academic and professional experience|teaching and research|
    research and teaching experience|postdoctoral positions|fellowships and appointments|
    berufliche stationen|stationen|wissenschaftlicher werdegang|berufliche laufbahn|laufbahn|beruflicher hintergrund|
    berufsweg|berufliche tatigkeiten|berufliche entwicklung|
    wissenschaftliche tatigkeit|lehrtatigkeit|lehrerfahrung|forschungserfahrung|positionen|
    postes occupes|experience de recherche|experience d enseignement|enseignement|fonctions occupees|
    experiencia docente|docencia|experiencia investigadora|cargos|cargos desempenados|puestos desempenados|
    experiencia docente e investigadora|cargos ocupados|experiencia de pesquisa|
    attivita didattica|esperienza didattica|attivita di ricerca|esperienze di ricerca|incarichi|
    percorso professionale|esperienze lavorative|esperienza lavorativa|percurso profissional|
    incarichi accademici|posizioni ricoperte|
    stanowiska|przebieg kariery|dzialalnosc dydaktyczna|doswiadczenie dydaktyczne|
    functies|loopbaan|onderwijservaring|onderzoekservaring|
    berufserfahrung|erfahrung|berufliche erfahrung|beruflicher werdegang|werdegang|berufspraxis|praktika|praktikum|
    arbeitserfahrung|beschaftigungen|tatigkeiten|ehrenamt|ehrenamtliches engagement|berufstatigkeit|
    zivildienst|wehrdienst|grundwehrdienst|bundesfreiwilligendienst|freiwilliges soziales jahr|
    military service|national service|service militaire|service civique|servicio militar|
    servizio civile|servizio militare|serviço militar|militaire dienst|värnplikt|værnepligt|verneplikt|
    asepalvelus|siviilipalvelus|służba wojskowa|askerlik|
    experience professionnelle|experiences professionnelles|parcours professionnel|emplois|stages|stage|benevolat|
    experiencia|experiencia laboral|experiencia profesional|historial laboral|practicas|trayectoria profesional|
    voluntariado|experiencia profissional|historico profissional|estagios|estagio|trajetoria profissional|
    erfarenhet|arbetslivserfarenhet|yrkeserfarenhet|anstallningar|praktik|ideellt arbete|arbetserfarenhet|
    esperienza|esperienze|esperienza lavorativa|esperienza professionale|esperienze lavorative|
    esperienze professionali|tirocini|tirocinio|volontariato|
    doswiadczenie|doswiadczenie zawodowe|historia zatrudnienia|praktyki|staz|wolontariat|
    werkervaring|ervaring|
    工作经历|工作经验|实习经历|实习经验|实习|实践经历|社会实践`,
  education: `education|academic background|qualification|educational qualification|educational qualifications|
    academic qualification|educational details|academic history|education and training|academic qualifications|
    educational background|studies|schooling|academics|academic profile|education and certifications|
    ausbildung|bildung|bildungsweg|studium|schulbildung|akademischer werdegang|hochschulbildung|schulische ausbildung|
    formation|formations|etudes|cursus|parcours academique|diplomes|formation academique|parcours scolaire|scolarite|
    educacion|formacion|formacion academica|estudios|titulacion|
    educacao|formacao|formacao academica|escolaridade|estudos|
    utbildning|utbildningar|studier|
    istruzione|formazione|percorso di studi|studi|istruzione e formazione|
    wyksztalcenie|edukacja|
    opleiding|opleidingen|
    教育背景|教育经历|学历|教育`,
  projects: `projects|personal projects|selected projects|academic projects|key projects|side projects|
    open source projects|statistical software|notable projects|project work|technical projects|course projects|
    projects and research|project|portfolio|
    projekte|projekterfahrung|ausgewahlte projekte|personliche projekte|
    projets|projets personnels|realisations|proyectos|proyectos personales|projetos|projectos|projekt|progetti|
    projekty|projecten|
    项目经历|项目经验|项目|个人项目`,
  skills: `skills|technical skills|core competencies|competencies|key skills|skill set|skillset|areas of expertise|
    area of expertise|expertise|strengths|tools|technologies|tech stack|technical proficiencies|proficiencies|
    attributes|personal attributes|
    familiar with|abilities|traits|personal traits|personal qualities|qualities|software|atouts|atouts personnels|
    qualites|qualites personnelles|conhecimento|cualidades|cualidades personales|personliche eigenschaften|capabilities|skills and tools|technical expertise|hard skills|soft skills|it skills|
    computer skills|programming languages|skill areas|skill|core skills|key competencies|knowledge|
    skills and expertise|skills and abilities|technical skills and tools|professional skills|
    kenntnisse|fahigkeiten|fachkenntnisse|it kenntnisse|edv kenntnisse|kompetenzen|fertigkeiten|
    technische fahigkeiten|schwerpunkte|qualifikationen|
    competences|competences techniques|savoir faire|aptitudes|connaissances|outils|competences cles|
    habilidades|competencias|conocimientos|destrezas|habilidades tecnicas|conocimientos tecnicos|
    conocimientos informaticos|
    conhecimentos|aptidoes|
    fardigheter|kompetenser|kunskaper|kompetens|it kunskaper|
    competenze|abilita|conoscenze|capacita|competenze tecniche|
    umiejetnosci|kompetencje|umiejetnosci techniczne|
    vaardigheden|computervaardigheden|
    技能|专业技能|it技能|技能特长|技术能力|个人技能|个人专长|专长|技能专长|专业特长|编程语言`,
  certifications: `certifications|certificates|certification|licenses|licenses and certifications|
    licenses certifications|courses and certifications|trainings|training and certifications|certifications and training|
    seminars|seminars attended|trainings attended|seminars and trainings|trainings and seminars|workshops|
    zertifikate|zertifizierungen|weiterbildung|fortbildungen|weiterbildungen|lizenzen|
    certificats|certificaciones|certificados|cursos|cursos complementares|cursos realizados|certificacoes|certifikat|certifieringar|kurser|
    certificazioni|certificati|certyfikaty|kursy|certificaten|
    证书|资格证书`,
  languages: `languages|language skills|spoken languages|language|language proficiency|
    sprachen|sprachkenntnisse|langues|competences linguistiques|idiomas|lenguas|linguas|sprak|sprakkunskaper|
    lingue|conoscenze linguistiche|competenze linguistiche|jezyki|jezyki obce|znajomosc jezykow|
    umiejetnosci jezykowe|competencias linguisticas|competencias idiomaticas|
    sprachkompetenzen|sprachfahigkeiten|sprakfardigheter|talen|taalvaardigheden|
    语言|语言能力`,
  contact: `contact|contact information|contact info|contact details|personal information|personal details|
    personal data|details|info|profiles|social|links|online|find me|social profiles|
    kontakt|personliche daten|personliche angaben|kontaktdaten|coordonnees|informations personnelles|contacto|
    datos personales|informacion personal|contato|dados pessoais|kontaktuppgifter|personuppgifter|contatti|
    dati personali|informazioni personali|dane osobowe|dane kontaktowe|
    联系方式|个人信息`,
  awards: `awards|honors|honours|honors and awards|awards and honors|honours and awards|achievements|
    accomplishments|scholarships|awards and achievements|recognition|distinctions|awards and recognition|
    auszeichnungen|erfolge|preise|prix|premios|reconocimientos|logros|premios e reconhecimentos|conquistas|
    utmarkelser|premi|riconoscimenti|nagrody|osiagniecia|
    荣誉|获奖|奖项|荣誉奖项|获奖情况`,
  publications: `publications|selected publications|papers|research papers|conference papers|patents|talks|
    invited talks|presentations|publications and talks|
    publikationen|veroffentlichungen|publicaciones|publicacoes|publikationer|pubblicazioni|publikacje|
    论文|发表论文`,
  interests: `interests|hobbies|hobbies and interests|personal interests|interessen|hobbys|freizeit|
    centres d interet|loisirs|intereses|aficiones|interesses|intressen|interessi|hobby|zainteresowania|
    兴趣爱好|爱好`,
  references: `references|referees|referenzen|referencias|referenser|referenze|referencje|referenties`,
  // Document titles: printed above or beside the name, they open no section.
  header: `curriculum vitae|curriculum|resume|cv|lebenslauf|tabellarischer lebenslauf|zivotopis|zyciorys|
    ozgecmis|резюме|автобиография|βιογραφικο|βιογραφικο σημειωμα|个人简历|简历|履歴書|職務経歴書|이력서|
    ประวัติย่อ|so yeu ly lich|riwayat hidup|curriculum vitae et studiorum|hoja de vida`,
  other: `miscellaneous|informacion adicional|informacoes adicionais|informazioni aggiuntive|additional information|other information|other|activities|extracurricular activities|
    extracurricular|community|affiliations|memberships|professional memberships|organizations|declaration|
    misc|sonstiges|weitere informationen|divers|autres|otros|outros|ovrigt|altro|inne|coursework|
    relevant coursework|courses|a day of my life|life philosophy|
    其他|附加信息`,
};

/** Head nouns: a short heading ending (English) or starting (Romance) with one of these has its type. */
const KEYWORDS: Dictionary = {
  summary:
    'summary|profile|objective|overview|profil|perfil|profilo|resumo|resumen|zusammenfassung|podsumowanie|synthese|sammanfattning|samenvatting',
  experience: `experience|experiences|employment|internships|internship|volunteering|leadership|involvement|
    history|erfahrung|berufserfahrung|praktika|experiencia|experiencias|esperienza|esperienze|erfarenhet|
    doswiadczenie|werdegang|stages|experiences|经历|经验`,
  education:
    'education|ausbildung|bildung|formation|formacion|formacao|educacion|educacao|utbildning|istruzione|wyksztalcenie|diplomes|教育',
  projects: 'projects|projekte|projets|proyectos|projetos|progetti|projekty|项目',
  skills: `skills|skill|competencies|competences|expertise|aptitudes|conhecimentos|atouts|qualities|traits|kenntnisse|fahigkeiten|kompetenzen|habilidades|competencias|
    fardigheter|kunskaper|competenze|umiejetnosci|proficiencies|conocimientos|conoscenze|vaardigheden|attributes|技能`,
  certifications:
    'certifications|certificates|training|trainings|seminars|seminar|zertifikate|certificaciones|certificados|certificazioni|certyfikaty|cursos|corsi',
  languages: 'languages|sprachen|sprachkenntnisse|langues|idiomas|lingue|jezyki|sprak',
  awards: 'awards|honors|honours|achievements|achievement|auszeichnungen|premios|premi|nagrody',
  publications: 'publications|patents|talks|publikationen|publicaciones|pubblicazioni|publikacje',
  interests:
    'interests|hobbies|interessen|intereses|interessi|zainteresowania|centres d interet|centres d interets',
  references: 'references|referees|referenzen',
  contact: 'contact|kontakt|contacto|contato|contatti|profiles',
};

/**
 * The fold every heading and dictionary entry goes through: `foldedKeyOf` (lower case, no accents,
 * punctuation as spaces) plus the letter variants one language writes two ways: Turkish dotless ı, final
 * sigma, Arabic and Persian yeh, kaf and alef forms, the Arabic article ("المهارات" meets "مهارات"),
 * tatweel and zero-width non-joiners. A number or a tag ("1.", "Ⅱ.", "A)") before a heading is not part
 * of its name.
 */
export function headingFold(text: string): string {
  const folded = foldedKeyOf(text.replace(/[\u200c\u0640]/g, ''))
    .replace(/ı/g, 'i')
    .replace(/ς/g, 'σ')
    .replace(/đ/g, 'd');
  if (!/[\u0600-\u06ff]/.test(folded)) return folded;
  return folded
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/ة/g, 'ه')
    .split(' ')
    .map((w) => (w.length >= 5 ? w.replace(/^(?:وال|بال|لل|ال)/, '') : w))
    .join(' ');
}

interface Vocabulary {
  phrases: Map<string, SectionType>;
  keywords: Map<string, SectionType>;
}

function addList(vocab: Vocabulary, type: SectionType, list: string, keywordsToo: boolean): void {
  for (const raw of list.split('|')) {
    const keyword = raw.trim().startsWith('+');
    const phrase = headingFold(raw.replace(/^\s*\+/, ''));
    if (!phrase) continue;
    if (!vocab.phrases.has(phrase)) vocab.phrases.set(phrase, type);
    if ((keyword || keywordsToo) && !vocab.keywords.has(phrase)) vocab.keywords.set(phrase, type);
  }
}

function buildVocabulary(): Vocabulary {
  const vocab: Vocabulary = { phrases: new Map(), keywords: new Map() };
  // Object.entries widens keys to string; a Dictionary's keys are SectionType by its declared type.
  const entries = (d: Dictionary) => Object.entries(d) as [SectionType, string][];
  for (const [type, list] of entries(PHRASES)) addList(vocab, type, list, false);
  for (const dict of Object.values(WORLD_HEADINGS)) {
    for (const [type, list] of entries(dict)) addList(vocab, type, list, false);
  }
  for (const [type, list] of entries(KEYWORDS)) {
    for (const raw of list.split('|')) {
      const keyword = headingFold(raw);
      if (keyword && !vocab.keywords.has(keyword)) vocab.keywords.set(keyword, type);
    }
  }
  return vocab;
}

const VOCABULARY = buildVocabulary();
/** phrase → type, keyed by `headingFold` text. */
export const HEADING_PHRASES = VOCABULARY.phrases;
/** The same phrases with spaces removed, for headings a template splits ("edu cation"). */
export const HEADING_PHRASES_NOSPACE = new Map(
  [...HEADING_PHRASES].map(([k, v]) => [k.replace(/\s+/g, ''), v]),
);
/** Head nouns (one word or several): a heading that starts or ends with one has its type. */
export const HEADING_KEYWORDS = VOCABULARY.keywords;
