import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { SetupStep } from '../../gql/graphql';
import { useCurrentAdmin } from '../admin-shell/current-admin';
import { canUseScreen, type DashboardScreen } from '../admin-shell/screen-access';

export const SetupChecklistQuery = graphql(`
  query SetupChecklist {
    setupChecklist {
      step
      done
    }
  }
`);

/** What each step asks of staff, and the screen where it is done. */
const STEPS: Readonly<Record<SetupStep, { ask: string; done: string; screen: DashboardScreen; action: string }>> = {
  PAYMENT_ACCOUNT: {
    ask: 'Activate a PromptPay account for checkout: until then shoppers cannot place orders or top up.',
    done: 'A PromptPay account is active for checkout.',
    screen: 'manage-payments',
    action: 'Manage Payments',
  },
  FIRST_ADMIN_PASSWORD: {
    ask: 'Change the first Super Admin’s password from the one the shop was started with.',
    done: 'The first Super Admin’s password has been changed.',
    screen: 'manage-admins',
    action: 'Manage Admins',
  },
  MAIL_SERVER: {
    ask: 'Set SMTP_URL and MAIL_FROM so e-mails reach shoppers; until then they are only written to the outbox folder.',
    done: 'E-mails go out through a mail server.',
    screen: 'mail-log',
    action: 'Mail Log',
  },
};

/** The Overview's list of what a new shop still needs; gone once every step is done. */
export function SetupChecklist() {
  const { data } = useQuery(SetupChecklistQuery, { fetchPolicy: 'cache-and-network' });
  const permissions = useCurrentAdmin().permissions;
  const steps = data?.setupChecklist ?? [];
  if (steps.every(({ done }) => done)) return null;
  return (
    <section className="admin-card overview-setup" aria-labelledby="overview-setup-title">
      <h2 id="overview-setup-title" className="overview-section-title">
        Set up the shop ({steps.filter(({ done }) => done).length} of {steps.length} done)
      </h2>
      <ul className="overview-setup__steps">
        {steps.map(({ step, done }) => {
          const { ask, done: doneText, screen, action } = STEPS[step];
          return (
            <li key={step} className={done ? 'overview-setup__step overview-setup__step--done' : 'overview-setup__step'}>
              <span aria-hidden="true">{done ? '✓' : '•'}</span> {done ? doneText : ask}
              {!done && canUseScreen(permissions, screen) && (
                <>
                  {' '}
                  <Link to={`/dashboard/${screen}`}>{action}</Link>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
