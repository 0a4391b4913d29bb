import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeCreatorsDocument } from '../../gql/graphql';
import { renderInStorefront } from '../../test-support/render-in-storefront';
import { CreatorsStrip } from './creators-strip';

const creator = (id: number, name: string, pictureUrl: string | null, link: string | null) => ({ __typename: 'ShopCreator' as const, id, name, pictureUrl, link });

function stripWith(shopCreators: ReturnType<typeof creator>[]) {
  const client = new ApolloClient({ link: new MockLink([{ request: { query: HomeCreatorsDocument }, result: { data: { shopCreators } } }]), cache: new InMemoryCache() });
  const { container } = renderInStorefront(<CreatorsStrip />, { client });
  return { client, container };
}

describe('the creators strip', () => {
  it('shows the cards staff entered, in their order, under its Thai heading, linking to a creator’s page when one was given', async () => {
    stripWith([creator(3, 'Builder Bob', '/uploads/bob.png', 'https://www.youtube.com/@builderbob'), creator(1, 'Fruit Fan', null, null)]);
    const strip = await screen.findByRole('region', { name: 'ครีเอเตอร์ Roblox ชั้นนำที่ไว้วางใจเรา' });
    const cards = within(strip).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['Builder Bob', 'FFruit Fan']);
    expect(within(cards[0]).getByRole('link').getAttribute('href')).toBe('https://www.youtube.com/@builderbob');
    expect(cards[0].querySelector('img')!.getAttribute('src')).toBe('/uploads/bob.png');
    expect(within(cards[1]).queryByRole('link')).toBeNull();
  });

  it('shows nothing at all, not even its heading, while the shop has no creators', async () => {
    const { client, container } = stripWith([]);
    await client.query({ query: HomeCreatorsDocument });
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
