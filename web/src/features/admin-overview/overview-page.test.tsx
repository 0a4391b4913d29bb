import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CurrentAdminProvider } from '../admin-shell/current-admin';
import OverviewPage, { DashboardStatsQuery } from './overview-page';

// The loaded page draws on canvases, which jsdom lacks; the browser tests cover it.
describe('OverviewPage', () => {
  it("shows a spinner while loading, then the server's reason when the request fails", async () => {
    render(
      <MockedProvider mocks={[{ request: { query: DashboardStatsQuery }, result: { errors: [new GraphQLError('Access denied: VIEW_REPORTS')] }, delay: 10 }]}>
        <CurrentAdminProvider value={{ id: 1, name: 'Somchai Boss', email: 'boss@example.com', role: 'ADMIN', permissions: ['VIEW_REPORTS'] }}>
          <OverviewPage />
        </CurrentAdminProvider>
      </MockedProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading the overview');
    expect((await screen.findByRole('alert')).textContent).toBe('Error fetching the overview: Access denied: VIEW_REPORTS');
  });
});
