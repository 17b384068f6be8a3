import { all, combine, listen, prefersReducedMotion, type Enhancer } from '../common/enhance.js';
import { enhanceContact } from '../common/enhanceContact.js';
import { EXTRA_SECTIONS } from '../common/sectionIds.js';
import { fill } from '../../i18n/format.js';
import {
  BOOT_MS_PER_CHAR,
  QUICK_MS_PER_CHAR,
  TERMINAL_EXIT,
  TERMINAL_HELP,
  isTerminalCommand,
  terminalUnknown,
} from './commands.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Makes the server-rendered transcript interactive: boots (types the boot command at 100 ms per
 * character with the input disabled), then runs typed commands and quick-command buttons (typed at
 * 50 ms per character). Output comes from the transcript blocks React rendered, so the text a visitor
 * sees is exactly what screen readers and crawlers get.
 */
const terminal: Enhancer = (root) => {
  const output = root.querySelector<HTMLElement>('[data-term-output]');
  const form = root.querySelector<HTMLFormElement>('[data-term-form]');
  const input = root.querySelector<HTMLInputElement>('.term-input');
  const screen = root.querySelector<HTMLElement>('[data-term-screen]');
  if (!output || !form || !input || !screen) return () => {};
  const doc = root.ownerDocument;
  const buttons = all<HTMLButtonElement>(root, '[data-term-cmd]');
  const blocks = new Map<string, HTMLElement>();
  for (const block of all(output, '[data-term-block]')) {
    const result = block.querySelector<HTMLElement>('.term-result');
    if (block.dataset.termBlock && result) blocks.set(block.dataset.termBlock, result);
  }
  const cmdline = output.querySelector('.term-cmdline')?.cloneNode(true);
  const sectionCommands = new Set<string>(EXTRA_SECTIONS);
  const instant = prefersReducedMotion();
  const history: string[] = [];
  let historyIndex = 0;
  let busy = true;
  let alive = true;

  const setBusy = (value: boolean) => {
    busy = value;
    input.disabled = value;
    for (const b of buttons) b.disabled = value;
    root.querySelector('.term-window')?.setAttribute('aria-busy', String(value));
  };
  const scrollDown = () => {
    screen.scrollTop = screen.scrollHeight;
  };
  const echo = (text: string) => {
    const line =
      cmdline instanceof HTMLElement ? (cmdline.cloneNode(true) as HTMLElement) : doc.createElement('p');
    const typed = line.querySelector('.term-typed') ?? line;
    typed.textContent = text;
    output.append(line);
    scrollDown();
    return typed;
  };
  const print = (content: HTMLElement | string) => {
    const wrap = doc.createElement('div');
    wrap.className = 'term-result';
    if (typeof content === 'string') {
      const p = doc.createElement('p');
      p.textContent = content;
      wrap.append(p);
    } else {
      wrap.append(...Array.from(content.cloneNode(true).childNodes));
    }
    output.append(wrap);
    scrollDown();
  };
  /** Types `text` into a fresh command line one character at a time. */
  const type = async (text: string, msPerChar: number) => {
    const typed = echo('');
    for (const ch of text) {
      if (!alive) return;
      typed.textContent += ch;
      if (!instant) await sleep(msPerChar);
    }
  };
  const run = (raw: string) => {
    const command = raw.trim().toLowerCase();
    if (!command) return;
    if (command === 'clear') {
      output.replaceChildren();
      return;
    }
    // The server rendered every reply in the page's language; English is for pages rendered before.
    if (command === 'help') return print(blocks.get('help') ?? TERMINAL_HELP);
    if (command === 'exit') return print(output.dataset.termExit || TERMINAL_EXIT);
    const block =
      isTerminalCommand(command) || sectionCommands.has(command) ? blocks.get(command) : undefined;
    const unknown = output.dataset.termUnknown;
    print(block ?? (unknown ? fill(unknown, { command: raw.trim() }) : terminalUnknown(raw.trim())));
  };

  const stops = [
    listen(form, 'submit', (event) => {
      event.preventDefault();
      if (busy) return;
      const value = input.value;
      input.value = '';
      echo(value);
      if (value.trim()) {
        history.push(value);
        historyIndex = history.length;
      }
      run(value);
    }),
    listen(input, 'keydown', (event) => {
      if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      historyIndex = Math.max(0, Math.min(history.length, historyIndex + (event.key === 'ArrowUp' ? -1 : 1)));
      input.value = history[historyIndex] ?? '';
    }),
    listen(screen, 'click', () => {
      if (!busy && !doc.getSelection()?.toString()) input.focus({ preventScroll: true });
    }),
    ...buttons.map((button) =>
      listen(button, 'click', () => {
        const command = button.dataset.termCmd ?? '';
        if (busy || !command) return;
        setBusy(true);
        void type(command, QUICK_MS_PER_CHAR).then(() => {
          if (!alive) return;
          run(command);
          setBusy(false);
          input.focus({ preventScroll: true });
        });
      }),
    ),
  ];

  const intro = blocks.get('intro');
  const bootCommand = output.querySelector('[data-term-block="intro"] .term-typed')?.textContent ?? '';
  // The server's whole transcript stays for print (print.css shows it instead of the live screen):
  // on paper the terminal reads as the complete resume, not as whatever was typed last.
  const transcript = output.cloneNode(true) as HTMLElement;
  transcript.className = 'term-output term-print';
  for (const name of ['role', 'aria-live', 'aria-label', 'data-term-output'])
    transcript.removeAttribute(name);
  transcript.setAttribute('aria-hidden', 'true');
  output.after(transcript);
  output.replaceChildren();
  setBusy(true);
  void type(bootCommand, BOOT_MS_PER_CHAR).then(() => {
    if (!alive) return;
    if (intro) print(intro);
    setBusy(false);
  });

  return () => {
    alive = false;
    transcript.remove();
    stops.forEach((s) => s());
  };
};

export const enhanceTerminal: Enhancer = combine(terminal, enhanceContact);
