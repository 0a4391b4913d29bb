import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { SetupStep } from '../../gql/graphql';
import { fill, useMessages } from '../../lib/i18n';
import { useCurrentAdmin } from '../admin-shell/current-admin';
import { canUseScreen, type DashboardScreen } from '../admin-shell/screen-access';
import { overviewMessages } from './overview-messages';

export const SetupChecklistQuery = graphql(`
  query SetupChecklist {
    setupChecklist {
      step
      done
    }
  }
`);

/** The screen where each step is done; what it asks is in the Overview's messages (`<STEP>_ask`, `_done`, `_action`). */
const STEP_SCREEN: Readonly<Record<SetupStep, DashboardScreen>> = {
  PAYMENT_ACCOUNT: 'manage-payments',
  FIRST_ADMIN_PASSWORD: 'manage-admins',
  MAIL_SERVER: 'mail-log',
};

/** The Overview's list of what a new shop still needs; gone once every step is done. */
export function SetupChecklist() {
  const { data } = useQuery(SetupChecklistQuery, { fetchPolicy: 'cache-and-network' });
  const permissions = useCurrentAdmin().permissions;
  const text = useMessages(overviewMessages);
  const steps = data?.setupChecklist ?? [];
  if (steps.every(({ done }) => done)) return null;
  return (
    <section className="admin-card overview-setup" aria-labelledby="overview-setup-title">
      <h2 id="overview-setup-title" className="overview-section-title">
        {fill(text.setupTitle, { done: steps.filter(({ done }) => done).length, all: steps.length })}
      </h2>
      <ul className="overview-setup__steps">
        {steps.map(({ step, done }) => {
          const screen = STEP_SCREEN[step];
          return (
            <li key={step} className={done ? 'overview-setup__step overview-setup__step--done' : 'overview-setup__step'}>
              <span aria-hidden="true">{done ? '✓' : '•'}</span> {done ? text[`${step}_done`] : text[`${step}_ask`]}
              {!done && canUseScreen(permissions, screen) && (
                <>
                  {' '}
                  <Link to={`/dashboard/${screen}`}>{text[`${step}_action`]}</Link>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
