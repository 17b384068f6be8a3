/**
 * Moves the keyboard to the first field of the form whose path starts with `prefix` ("experience.3."),
 * once React has drawn it: after an entry is added or made, the person types into it at once.
 */
export function focusFieldSoon(prefix: string, tries = 10): void {
  requestAnimationFrame(() => {
    const field = [...document.querySelectorAll<HTMLElement>('.editor-form [data-path]')].find((el) =>
      el.dataset.path?.startsWith(prefix),
    );
    if (!field) {
      if (tries > 0) focusFieldSoon(prefix, tries - 1);
      return;
    }
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center' });
  });
}
