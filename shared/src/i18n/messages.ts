/**
 * The words a published page says itself (not the resume's words): section headings, navigation,
 * the contact form, figures and the terminal's replies. One shape for every language, so a missing
 * translation fails the type check instead of showing English on a Russian page.
 *
 * Placeholders are `{name}`; `format.ts` fills them. Counts are plural forms chosen by
 * Intl.PluralRules for the page's language (`other` is always required).
 */
export interface PluralMessage {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

export interface PageMessages {
  /** Stands in for a missing name. */
  portfolio: string;
  about: string;
  experience: string;
  education: string;
  projects: string;
  skills: string;
  certifications: string;
  languages: string;
  awards: string;
  publications: string;
  volunteering: string;
  interests: string;
  contact: string;
  welcome: string;
  home: string;
  work: string;
  careerTimeline: string;
  /** The label of a page's section navigation. */
  sectionsNav: string;
  skipToContent: string;
  menu: string;
  close: string;
  explore: string;
  getInTouch: string;
  /** `{name}` is the owner's given name. */
  contactIntro: string;
  contactIntroNoName: string;
  /** The contact form's accessible name; `{name}` is the owner's. */
  sendMessageTo: string;
  sendAMessage: string;
  formName: string;
  formEmail: string;
  formMessage: string;
  /** The label of the hidden field only bots fill. */
  formTrap: string;
  send: string;
  sending: string;
  sent: string;
  formMissing: string;
  formBadEmail: string;
  formFailed: string;
  formOffline: string;
  downloadPdf: string;
  liveSite: string;
  sourceCode: string;
  viewDetails: string;
  /** Read after "Live site", "Source code", "View details" by screen readers: `{name}` is the project's. */
  projectSuffix: string;
  technologies: string;
  readMore: string;
  showLess: string;
  madeWithFolio: string;
  /** An unnamed project; `{n}` is its number. */
  projectNumber: string;
  website: string;
  present: string;
  layout: string;
  grid: string;
  list: string;
  atAGlance: string;
  yearsOfExperience: PluralMessage;
  roles: PluralMessage;
  projectCount: PluralMessage;
  technologyCount: PluralMessage;
  skillsPerGroup: string;
  skillCount: PluralMessage;
  /** The terminal: commands stay English (they are typed); what it says is translated. */
  termStatus: string;
  termTypeHelp: string;
  termNoSkills: string;
  termNoProjects: string;
  termNoExperience: string;
  termTech: string;
  termLive: string;
  termCode: string;
  termPhone: string;
  /** `{link}` is replaced by a link reading `termSendLink`. */
  termOrSend: string;
  termSendLink: string;
  termCommand: string;
  termTypeCommand: string;
  termQuickCommands: string;
  terminal: string;
  termOutput: string;
  /** `{commands}` is the comma-separated list. */
  termHelp: string;
  termExit: string;
  /** `{command}` is what the visitor typed. */
  termUnknown: string;
}
