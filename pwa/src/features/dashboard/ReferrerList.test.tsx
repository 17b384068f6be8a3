import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReferrerList } from './ReferrerList.js';

const render = (...args: Parameters<typeof ReferrerList>) => {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(ReferrerList(...args));
  return host;
};

describe('where visitors came from', () => {
  it('lists each referring host with its views, in the order the server sent', () => {
    const el = render({
      referrers: [
        { host: 'jobs.example', views: 1200 },
        { host: 'xn--bcher-kva.example', views: 1 },
        { host: 'other', views: 3 },
      ],
      days: 90,
    });
    const items = [...el.querySelectorAll('li')].map((li) => [
      li.querySelector('.referrers__host')?.textContent,
      li.querySelector('.referrers__views')?.textContent,
    ]);
    expect(items).toEqual([
      ['jobs.example', `${(1200).toLocaleString()} views`],
      ['xn--bcher-kva.example', '1 view'],
      ['Other sites', '3 views'],
    ]);
    expect(el.querySelector('h2')?.textContent).toBe('Where visitors came from');
    expect(el.textContent).toContain('when the browser says so, over the last 90 days');
    expect(el.textContent).not.toContain('No referring sites yet');
  });

  it('says so when no site has sent anyone yet', () => {
    const el = render({ referrers: [], days: 90 });
    expect(el.querySelector('li')).toBeNull();
    expect(el.textContent).toContain('No referring sites yet.');
  });

  it('shows a host as text, never as markup', () => {
    const el = render({ referrers: [{ host: '<img src=x onerror=alert(1)>.example', views: 2 }], days: 90 });
    expect(el.querySelector('img')).toBeNull();
    expect(el.querySelector('.referrers__host')?.textContent).toBe('<img src=x onerror=alert(1)>.example');
  });
});
