/*
 * One language family's evidence for "this part names a held position" and "this part names an
 * organisation". Lists are written as a speaker knows them (with accents; they are folded like the line):
 * "word", "stem*" (a prefix), "*end" (the end of a compound: "Systementwickler"), "two_words" (a phrase
 * whose single words mean something else). Words in a script written without spaces, or with letters
 * glued on (CJK, Thai, Arabic, Hebrew, Devanagari), are found inside the text.
 */
export interface RoleOrgWords {
  /** Role head nouns in every form a heading prints (masculine, feminine, plural), and held positions. */
  roles: string;
  /** Institution words and legal forms written in lower case or unlike any common word. */
  orgs: string;
  /** Words a role stem would take that name something else ("directorate" for "director*"). */
  notRoles?: string;
  /** Words an organisation stem would take that are no organisation ("datenbank" for "*bank"). */
  notOrgs?: string;
  /**
   * Legal forms that are also common words in some language ("AS", "SA", "Co"): counted only written
   * exactly so (the case matters), as a whole word.
   */
  legalForms?: string;
}
