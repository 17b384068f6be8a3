import { greeting, welcomeName } from './dashboardModel.js';

interface Props {
  name: string | null | undefined;
  /** The account's first dashboard on this device: which greeting is right shows once the list is in. */
  firstVisit: boolean;
  /** Nothing in the account yet (as far as is known): 'Welcome' rather than 'Welcome back'. */
  brandNew: boolean;
}

/**
 * "Welcome back, Ada!" as the dashboard's heading. On a first visit here the heading says 'Welcome'
 * until the list shows the account is not new; the longer wording then sits invisibly in the same
 * place, so the heading is already as tall as it will be (on a phone 'Welcome back' may take a second
 * line, which moved the whole dashboard down as it loaded).
 */
export function DashboardGreeting({ name, firstVisit, brandNew }: Props) {
  const text = `${greeting(brandNew)}, ${welcomeName(name)}!`;
  if (!firstVisit) return <h1>{text}</h1>;
  return (
    <h1 className="dash-greeting">
      <span>{text}</span>
      <span className="dash-greeting__reserve" aria-hidden="true">
        {greeting(false)}, {welcomeName(name)}!
      </span>
    </h1>
  );
}
