import { foldedKeyOf } from '../items/text.js';

/*
 * Words that tell a role from an organisation and a school from a degree, in the languages we read
 * (feminine and masculine forms by stem). Matched on whole words of the accent-free lower-case text:
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

const ROLE = words(`
  engineer* developer* programmer* manager* intern internship director* lead leader head chief ceo cto cfo coo
  cio cpo vp president vice founder* cofounder* co owner partner consultant* analyst* architect* designer*
  scientist* researcher* assistant* associate* specialist* coordinator* administrator* officer* technician*
  member volunteer* coach* trainer* tutor* teacher* instructor* lecturer* professor* fellow postdoc* student
  trainee apprentice* advisor* adviser* representative* executive* editor* writer* author* producer* operator*
  supervisor* sre devops qa tester* secretary* treasurer* ambassador* organizer* organiser* mentor* freelance*
  freelancer* contractor* strategist* marketer* recruiter* accountant* auditor* nurse* physician* doctor lawyer*
  attorney* clerk* cashier* barista* waiter* chef cook driver* worker* staff therapist* pharmacist* paralegal*
  electrician* mechanic* carpenter* agent* translator* interpreter* photographer* journalist* reporter* artist*
  illustrator* animator* creator* maintainer* contributor* scrum master* owner* planner* buyer* seller*
  salesperson* clinician* caregiver* counselor* counsellor* librarian* archivist* curator*
  mitarbeiter* entwickler* *entwickler *entwicklerin ingenieur* *ingenieur *ingenieurin leiter* *leiter *leiterin
  praktikant* werkstudent* berater* *berater *beraterin geschaftsfuhrer* referent* sachbearbeiter* *trainer
  *designer *designerin *manager *managerin *architekt *architektin lehrer* ausbilder* kaufmann kauffrau
  *kaufmann *kauffrau fachinformatiker* pfleger* *pfleger *pflegerin krankenschwester
  developpeu* stagiaire* responsable* chef* cheffe charge* chargee directeur* directrice* conseill* alternant*
  auditeur* auditrice* comptable* gestionnaire* infirmi* vendeu* technicien* assistante* analyste* consultante*
  professeur* enseignant* chercheu* redacteu* redactrice* doctorant* tuteur tutrice postdoctorant*
  desarrollador* ingenier* becari* practicante* practicas jefe* jefa* gerente* tecnic* analista* consultor*
  coordinador* profesor* maestr* enfermer* arquitect* ayudant* auxiliar* asistente* diseñador* disenador*
  programador* investigador* abogad* contador* director*
  desenvolvedor* engenheir* estagiari* estagio coordenador* enfermeir* pesquisador* advogad* gestor* projetista*
  diretor* responsavel* operador* vendedor* professor*
  utvecklare *utvecklare ingenjor* *ingenjor praktikant* konsult* *konsult *ledare larare *larare saljare
  *skoterska sjukskoterska handlaggare ekonom* forskare *chef *bitrade *assistent
  sviluppat* ingegner* tirocinant* responsabil* consulent* impiegat* insegnant* infermier* dirett* progettist*
  addett* assistent* collaborat* ricercat* stagista
  programist* inzynier* stazyst* kierowni* specjalist* praktykant* anality* tester* mlodszy starszy doradc*
  projektant* konsultant* asystent* koordynator* pielegniar* nauczyciel*
  实习 实习生 工程师 经理 开发 主管 助理 研究员 设计师 总监
  менеджер* инженер* разработчик* аналитик* специалист* руководител* директор* стажер* стажёр* консультант*
  программист* дизайнер* бухгалтер* преподавател* учител* редактор* інженер* розробник* аналітик* керівник*
  викладач* вчител* фахівец* фахівц* спеціаліст* стажист* програміст*
  muhendis* uzman* mudur* yonetici* stajyer* gelistirici* analist* sorumlu* ogretmen* danisman*
  vyvojar* programator* inzenyr* inzinier* ucitel* manazer* konzultant* referentka
  udvikler* medarbejder* konsulent* radgiver* laerer* *udvikler *medarbejder *konsulent utvikler* radgiver*
  kehittaja* insinoori* suunnittelija* asiantuntija* harjoittelija* opettaja* myyja* *kehittaja *suunnittelija
  fejleszto* mernok* tanar* gyakornok* vezeto* elemzo* tanacsado* *fejleszto *vezeto
  inginer* dezvoltator* profesor* stagiar*
  μηχανικ* προγραμματιστ* αναλυτ* υπευθυν* διευθυντ* συμβουλ* εκπαιδευτικ* καθηγητ*
  مهندس مطور محلل مدير مشرف معلم محاسب مصمم اخصائي أخصائي متدرب
  کارشناس مدیر برنامه‌نویس طراح مدرس حسابدار تحلیلگر
  מהנדס מפתח מנהל מעצב מורה רכז אנליסט יועץ
  chuyen vien ky su nhan vien pengembang* insinyur* manajer* staf pegawai* analis* konsultan*
  desenvolupador* enginyer* coordinadora*
  エンジニア 開発 担当 主任 課長 部長 マネージャー デザイナー 営業 インターン
  엔지니어 개발자 매니저 팀장 디자이너 인턴 연구원 주임 대리 과장
  นักพัฒนา วิศวกร ผู้จัดการ นักวิเคราะห์ เจ้าหน้าที่ ตำแหน่ง`);

const ORG = words(`
  inc incorporated llc llp ltd limited gmbh mbh ggmbh ag kg se sa sarl sas srl spa bv nv ab oy as plc corp
  corporation company co group holdings holding labs lab laboratory laboratories technologies consulting
  partners bank university universitat universite universidad universidade universita universitet uniwersytet
  college institute institut instituto istituto school schule *schule academy hochschule foundation association club society
  council agency studio studios hospital clinic ministry department command government organization
  organisation center centre network media games capital ventures industries international global enterprises
  firm office store restaurant museum library ev cie ltda sl slu ug kgaa oyj asa aps spzoo sp zoo
  gesellschaft verein stiftung agentur *agentur klinik klinikum *klinik werke *werke
  groupe banque cabinet agence atelier fondation hopital mairie ecole laboratoire laboratorio laboratorium
  grupo banco agencia taller fundacion ayuntamiento colegio escuela clinica hospitalar
  gruppo banca agenzia fondazione ospedale comune azienda universita
  fundacao prefeitura camara construtora editora estudio
  *sjukhus vardcentral kommun region *bolaget
  fundacja spolka urzad szpital
  公司 集团 大学 科技 研究院 研究所
  ооо оао зао пао тов компания компании банк агентство агенція компанія група группа студия фонд
  sirketi holding bankasi ajans sro spol firma virksomhed kft zrt bt
  εταιρεια τραπεζα شركة شركه مؤسسة بنك شرکت بانک سازمان חברת בנק
  tbk bhd sdn
  株式会社 有限会社 会社 銀行 주식회사 회사 은행 บริษัท จำกัด ธนาคาร`);

const SCHOOL = words(`
  univers* uniwers* college colegio collegio institute institut instituto istituto school schule *schule
  hochschul* fachhochschul* akadem* academ* academy polytechnic politecnico politechnika polytechnique
  politecnica politecnica ecole escola escuela scuola szkola liceo lycee liceum gymnasium gymnasiet *gymnasium
  bootcamp seminary conservatory conservatorio conservatoire hogskola hogskolan *hogskola *hogskolan
  *skola *skolan tecnologico tecnologica insa epfl eth mit 大学 学院 学校 中学
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
  magisterexamen yrkesexamen *examen *programmet sjukskoterskeprogrammet high school secondary degree minor
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
  baccalaureus doctorandus`);

/** "S.p.A." → "SpA", "e.V." → "eV": dotted abbreviations matched as words. */
function undot(text: string): string {
  return text
    .replace(/(?:\b\p{L}\.){2,}/gu, (m) => m.replace(/\./g, ''))
    .replace(/\b(\p{L})\.(\p{L})\.?/gu, '$1$2');
}

function has(dict: Dict, text: string): number {
  // Vietnamese đ has no combining mark to fold away.
  const tokens = foldedKeyOf(undot(text)).replace(/đ/g, 'd').split(' ').filter(Boolean);
  let hits = 0;
  for (const t of tokens) {
    if (
      dict.exact.has(t) ||
      dict.prefixes.some((p) => t.startsWith(p)) ||
      dict.suffixes.some((s) => t.length > s.length + 2 && t.endsWith(s))
    ) {
      hits++;
    }
  }
  if (dict.phrases.length) {
    const spaced = ` ${tokens.join(' ')} `;
    for (const p of dict.phrases) if (spaced.includes(p)) hits++;
  }
  // CJK words are not space-separated: look for them inside the text.
  for (const w of dict.cjk) if (text.includes(w)) hits++;
  return hits;
}

export const roleScore = (text: string): number => has(ROLE, text);
export const orgScore = (text: string): number => has(ORG, text);
export const schoolScore = (text: string): number => has(SCHOOL, text);
export const degreeScore = (text: string): number =>
  has(DEGREE, text) + (/\b(?:B|M)\.?\s?(?:S|A|Sc|Eng|Tech|Des)\b\.?|\bPh\.?\s?D\b/.test(text) ? 1 : 0);

/** Labels of a degree's details, not of its level ("Minor: Philosophy", "GPA: 3.8"). */
export const DETAIL_LABEL =
  /\b(?:minor|major|gpa|cgpa|grade|note|focus|thesis|courses?|coursework|specialization|concentration|honou?rs|subjects?|option|mention|date)\b/iu;
