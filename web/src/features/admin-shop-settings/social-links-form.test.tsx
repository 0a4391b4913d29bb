import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../test-support/in-language';
import { SetShopSocialLinksDocument } from '../../gql/graphql';
import { SocialLinksForm } from './social-links-form';

const NONE = { facebook: null, line: null, youtube: null, tiktok: null, discord: null, instagram: null, x: null };

function renderForm(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      {inLanguage('th', <SocialLinksForm links={[{ network: 'FACEBOOK', url: 'https://facebook.com/old' }]} />)}
    </MockedProvider>,
  );
}

describe('the social links form', () => {
  it('sends every network, blank ones as none, and says when it is saved', async () => {
    renderForm([
      {
        request: { query: SetShopSocialLinksDocument, variables: { input: { ...NONE, line: 'https://lin.ee/shop' } } },
        result: { data: { setShopSocialLinks: [{ __typename: 'ShopSocialLink', network: 'LINE', url: 'https://lin.ee/shop' }] } },
      },
    ]);
    expect((screen.getByLabelText('Facebook') as HTMLInputElement).value).toBe('https://facebook.com/old');
    await userEvent.clear(screen.getByLabelText('Facebook'));
    await userEvent.type(screen.getByLabelText('LINE'), ' https://lin.ee/shop ');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกลิงก์' }));
    expect(await screen.findByText('บันทึกแล้ว')).toBeTruthy();
    expect((screen.getByLabelText('LINE') as HTMLInputElement).value).toBe('https://lin.ee/shop');
  });

  it('shows the refusal beside the address the server refused, in Thai', async () => {
    const fields = [{ field: 'youtube', reason: 'INVALID', message: 'must be an https:// address on youtube.com or youtu.be' }];
    renderForm([
      {
        request: { query: SetShopSocialLinksDocument, variables: { input: { ...NONE, facebook: 'https://facebook.com/old', youtube: 'http://youtube.com/shop' } } },
        result: { errors: [new GraphQLError('youtube must be…', { extensions: { code: 'BAD_USER_INPUT', fields } })] },
      },
    ]);
    await userEvent.type(screen.getByLabelText('YouTube'), 'http://youtube.com/shop');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกลิงก์' }));
    const youtube = screen.getByLabelText('YouTube');
    await expect.poll(() => youtube.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(youtube.getAttribute('aria-describedby')!)!.textContent).toBe('ต้องเป็นลิงก์ของ YouTube ที่ขึ้นต้นด้วย https://… ยาวไม่เกิน 300 ตัวอักษร');
    expect(screen.getByLabelText('Facebook').getAttribute('aria-invalid')).toBeNull();
  });
});
