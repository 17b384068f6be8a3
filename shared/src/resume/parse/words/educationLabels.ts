/*
 * The labels a form prints before an education record's fields ("Institution: …", "Degree: …"), in
 * the languages the parser reads. Read by the school-and-degree picker (the value after the label is
 * the field) and by the block splitter (such labels name a field of one record, not a level of school
 * like "SHS:" or "Primary:").
 */

/** Labels that name where one studied ("Instituição de ensino", "School", "موسسه"). */
export const INSTITUTION_LABEL_WORDS = String.raw`(?:institution|institute|school|university|college|provider|platform|institución|institucion|institución educativa|centro|universidad|escuela|instituição|instituicao|instituição de ensino|instituicao de ensino|escola|universidade|faculdade|curso|course|kurs|cours|corso|einrichtung|hochschule|schule|universität|établissement|etablissement|école|ecole|istituto|università|uczelnia|szkoła|موسسه|مؤسسه|دانشگاه|دانشکده|آموزشگاه|جامعة|الجامعة|مؤسسة|المؤسسة|كلية|مدرسة|מוסד|מוסד לימודים)`;

/** Labels that name the degree itself ("Degree", "Abschluss", "Titulación"). */
export const DEGREE_LABEL_WORDS = String.raw`(?:degree|qualification|title of qualification|qualification awarded|abschluss|diplôme|diplome|título|titulo|titulación|titulacion|grau|titolo(?: di studio)?|tytuł|stopień|степень|квалификация|derece)`;

/** Labels that name what was studied ("Programme", "Studiengang", "Kierunek"). */
const PROGRAMME_LABEL_WORDS = String.raw`(?:program|programme|field of study|name of institution|studiengang|carrera|kierunek|scuola|учебное заведение|вуз|okul|bölüm)`;

const RECORD_FIELD = new RegExp(
  String.raw`^(?:${INSTITUTION_LABEL_WORDS}|${DEGREE_LABEL_WORDS}|${PROGRAMME_LABEL_WORDS})$`,
  'iu',
);

/** Whether a label names a field of one education record ("Institution", "Degree", "Programme"). */
export function isRecordFieldLabel(label: string): boolean {
  return RECORD_FIELD.test(label.trim());
}
