import { foldedKeyOf } from './text.js';

/*
 * Words that tell a role from an organisation and a school from a degree, in the languages we read.
 * Matched on whole words of the accent-free lower-case text (stems end with "*").
 */

function words(list: string): { exact: Set<string>; stems: string[] } {
  const exact = new Set<string>();
  const stems: string[] = [];
  for (const raw of list.split(/[\s|]+/)) {
    const w = raw.trim();
    if (!w) continue;
    if (w.endsWith('*')) stems.push(w.slice(0, -1));
    else exact.add(w);
  }
  return { exact, stems };
}

const ROLE =
  words(`engineer* developer* programmer* manager* intern internship director* lead leader head chief
  ceo cto cfo coo cio cpo vp president vice founder* cofounder* co owner partner consultant* analyst* architect*
  designer* scientist* researcher* assistant associate* specialist* coordinator* administrator* officer*
  technician* member volunteer* coach* tutor* teacher* instructor* lecturer* professor* fellow postdoc* student
  trainee apprentice* assistant* advisor* adviser* representative* executive* editor* writer* author* producer*
  operator* supervisor* sre devops qa tester* secretary* treasurer* ambassador* organizer* organiser* mentor*
  freelance* contractor* strategist* marketer* recruiter* accountant* auditor* nurse* physician* doctor lawyer*
  attorney* clerk* cashier* barista* waiter* chef cook driver* worker* staff mitarbeiter* entwickler* ingenieur*
  leiter* praktikant* werkstudent* berater* softwareentwickler* geschaftsfuhrer* referent* sachbearbeiter*
  developpeur* ingenieur* stagiaire* responsable* chef* charge* directeur* conseiller* alternant*
  desarrollador* ingeniero* becario* practicante* jefe* gerente* responsable* tecnico* analista* consultor*
  desenvolvedor* engenheiro* estagiario* gerente* coordenador* utvecklare* ingenjor* praktikant* chef*
  konsult* sviluppatore* ingegnere* tirocinante* responsabile* programista* inzynier* stazysta* kierownik*
  specjalista* praktykant* 实习 实习生 工程师 经理 开发 主管 助理 研究员`);

const ORG =
  words(`inc incorporated llc ltd limited gmbh ag kg se sa sarl sas srl spa bv nv ab oy as plc corp corporation
  company co group holdings holding labs lab laboratory laboratories technologies
  consulting partners bank university universitat universite universidad universidade
  universita universitet uniwersytet college institute institut instituto istituto school academy hochschule
  foundation association club society council agency studio studios hospital clinic ministry department command
  government organization organisation center centre network media games capital ventures industries international
  global enterprises firm office store restaurant museum library gesellschaft verein stiftung 公司 集团 大学
  科技 研究院 研究所`);

const SCHOOL =
  words(`university universitat universität universite universidad universidade universita universitet
  uniwersytet college institute institut instituto istituto school academy akademie hochschule fachhochschule
  polytechnic politecnico politechnika polytechnique ecole escola escuela gymnasium lycee liceo bootcamp seminary
  conservatory kollegium 大学 学院 学校 中学`);

const DEGREE =
  words(`bachelor* master* bachelors masters doctor* phd ph d dphil msc m sc bsc b sc ba b a ma m a bs
  b s ms m s mba mphil meng beng btech mtech bcom llb llm md jd associate diploma diplom* certificate abitur
  licence license licenciatura licenciado grado graduado magister magistra mgr inz lic laurea dottorato
  maturita matura studentexamen kandidat* high school secondary degree minor major candidate 学士 硕士 博士
  本科 研究生 专科`);

function has(dict: { exact: Set<string>; stems: string[] }, text: string): number {
  const tokens = foldedKeyOf(text).split(' ').filter(Boolean);
  let hits = 0;
  for (const t of tokens) {
    if (dict.exact.has(t) || dict.stems.some((s) => t.startsWith(s))) hits++;
  }
  // CJK words are not space-separated: look for them inside the text.
  for (const w of dict.exact) if (/[\u3400-\u9fff]/.test(w) && text.includes(w)) hits++;
  return hits;
}

export const roleScore = (text: string): number => has(ROLE, text);
export const orgScore = (text: string): number => has(ORG, text);
export const schoolScore = (text: string): number => has(SCHOOL, text);
export const degreeScore = (text: string): number =>
  has(DEGREE, text) + (/\b(?:B|M)\.?\s?(?:S|A|Sc|Eng|Tech)\b\.?|\bPh\.?\s?D\b/.test(text) ? 1 : 0);
