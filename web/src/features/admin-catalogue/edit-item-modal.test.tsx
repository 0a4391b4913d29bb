import type { ApolloLink } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '../../gql';
import { LanguageProvider } from '../../lib/i18n';
import { createAdminCache } from '../admin-shell/admin-apollo-client';
import { EditItemModal, EditItemModalFragment, ReloadEditedItemQuery, UpdateStockItemMutation } from './edit-item-modal';

const CONFLICT_MESSAGE = '"Dragon" was changed by someone else since you opened it; reload it and make your change again';

const item = (fields: { name?: string; price?: string; version: number }) => ({
  __typename: 'Item' as const,
  id: 42,
  name: 'Dragon',
  nameTh: null,
  price: '100.00',
  oldPrice: null,
  rarity: 'Rare' as const,
  type: 'GAMEPASS' as const,
  stock: 4,
  deliveryMethod: 'IN_GAME_TRADE' as const,
  deliveryInstructions: null,
  imageUrl: '/uploads/dragon.png',
  category: { __typename: 'Category' as const, id: 7, name: 'Blox Fruits' },
  ...fields,
});
const OPENED = item({ version: 3 });
// Meanwhile someone adjusted the prices by 10%, which moved the version on.
const ADJUSTED = item({ price: '110.00', version: 4 });

/** The server: UpdateStockItem answers with `onUpdate(variables)`, ReloadEditedItem with the adjusted item. */
function itemServer(onUpdate: (variables: Record<string, unknown>) => ApolloLink.Result) {
  const updates: Record<string, unknown>[] = [];
  const mocks: MockedResponse[] = [
    {
      request: { query: UpdateStockItemMutation, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: Record<string, unknown>) => {
        updates.push(variables);
        return onUpdate(variables);
      },
    },
    {
      request: { query: ReloadEditedItemQuery, variables: { id: OPENED.id } },
      result: { data: { item: ADJUSTED } },
    },
  ];
  return { mocks, updates };
}

function renderModal(mocks: MockedResponse[]) {
  const onClose = vi.fn();
  render(
    <LanguageProvider initial="en">
      <MockedProvider mocks={mocks} cache={createAdminCache()}>
        <EditItemModal
          item={makeFragmentData(OPENED, EditItemModalFragment)}
          categories={[{ id: 7, name: 'Blox Fruits' }]}
          onClose={onClose}
        />
      </MockedProvider>
    </LanguageProvider>,
  );
  return { onClose };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });

describe('EditItemModal', () => {
  it('sends only the changed fields and the version the item was opened at', async () => {
    const user = userEvent.setup();
    const server = itemServer(({ input }) => ({ data: { updateItem: { ...OPENED, ...(input as object), version: 4 } } }));
    const { onClose } = renderModal(server.mocks);

    await user.clear(field('Item Name'));
    await user.type(field('Item Name'), 'Dragon Fruit');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.updates).toEqual([{ id: 42, input: { name: 'Dragon Fruit', version: 3 } }]);
  });

  it('closes without a request when nothing was changed', async () => {
    const user = userEvent.setup();
    const server = itemServer(() => ({ data: { updateItem: OPENED } }));
    const { onClose } = renderModal(server.mocks);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onClose).toHaveBeenCalled();
    expect(server.updates).toEqual([]);
  });

  it("shows the server's CONFLICT message with Reload, which shows the item as it is now; the next save starts from it", async () => {
    const user = userEvent.setup();
    const server = itemServer(({ input }) =>
      (input as { version: number }).version === OPENED.version
        ? { errors: [new GraphQLError(CONFLICT_MESSAGE, { extensions: { code: 'CONFLICT' } })] }
        : { data: { updateItem: { ...ADJUSTED, ...(input as object), version: 5 } } },
    );
    const { onClose } = renderModal(server.mocks);

    await user.clear(field('Item Name'));
    await user.type(field('Item Name'), 'Dragon Fruit');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CONFLICT_MESSAGE);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field('Price (฿)').value).toBe('110.00'));
    expect(field('Item Name').value).toBe('Dragon');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(field('Item Name'));
    await user.type(field('Item Name'), 'Dragon Fruit');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.updates.map((variables) => variables.input)).toEqual([
      { name: 'Dragon Fruit', version: 3 },
      { name: 'Dragon Fruit', version: 4 },
    ]);
  });

  it('shows any other refusal without Reload', async () => {
    const user = userEvent.setup();
    const server = itemServer(() => ({ errors: [new GraphQLError('price: must be at most 99999999.99', { extensions: { code: 'BAD_USER_INPUT' } })] }));
    renderModal(server.mocks);
    await user.clear(field('Price (฿)'));
    await user.type(field('Price (฿)'), '123456789');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('price: must be at most 99999999.99');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });
});
