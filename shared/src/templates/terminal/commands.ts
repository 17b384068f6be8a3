/** Terminal commands and texts of SPEC.md section 2, word for word. */
export const TERMINAL_COMMANDS = [
  'help',
  'skills',
  'projects',
  'experience',
  'contact',
  'clear',
  'exit',
] as const;
export type TerminalCommand = (typeof TERMINAL_COMMANDS)[number];

/**
 * The commands `help` lists: SPEC.md's, with a command for each further section the resume fills
 * (education, certifications, …) after experience.
 */
export function terminalCommandList(sections: readonly string[] = []): string {
  return ['skills', 'projects', 'experience', ...sections, 'contact', 'clear', 'exit'].join(', ');
}
export const TERMINAL_HELP = `Available commands: ${terminalCommandList()}`;
export const TERMINAL_EXIT = 'Thank you for visiting! Goodbye...';
export const terminalUnknown = (command: string) =>
  `Command not found: ${command}. Type 'help' for available commands.`;

/** SPEC.md section 9: 100 ms per character while booting, 50 ms for quick commands. */
export const BOOT_MS_PER_CHAR = 100;
export const QUICK_MS_PER_CHAR = 50;
/** What the boot animation types before the introduction appears. */
export const BOOT_COMMAND = './portfolio';

export function isTerminalCommand(value: string): value is TerminalCommand {
  return (TERMINAL_COMMANDS as readonly string[]).includes(value);
}
