import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../lib/i18n';
import { inLanguage } from '../../test-support/in-language';
import { PaymentMethodForm } from './payment-method-form';

function renderForm(onSubmit = vi.fn(async (): Promise<void> => undefined), language: Language = 'en') {
  render(
    inLanguage(
      language,
      <PaymentMethodForm title="Add New Payment Method" submitLabel="Add Payment Method" busyLabel="Adding..." onSubmit={onSubmit} onClose={vi.fn()} />,
    ),
  );
  return onSubmit;
}

describe('PaymentMethodForm', () => {
  it('refuses to send until type, name and details are given, saying what is missing', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a type and fill in the account name and details.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the trimmed fields, reads 'Adding...' and is disabled while the request runs", async () => {
    let finish = () => {};
    const onSubmit = renderForm(vi.fn(() => new Promise<void>((resolve) => (finish = resolve))));
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'PromptPay');
    await userEvent.type(screen.getByLabelText('Name'), '  Shop PromptPay ');
    await userEvent.type(screen.getByLabelText('Details'), ' 089-555-0101');
    await userEvent.type(screen.getByLabelText('PromptPay ID'), ' 089-555-0101 ');
    await userEvent.selectOptions(screen.getByLabelText('Receiving bank'), 'SCB (014)');
    await userEvent.type(screen.getByLabelText('Account number'), ' 123-4-56789-0 ');
    await userEvent.type(screen.getByLabelText("Account holder's name"), ' Shop Co. ');
    await userEvent.click(screen.getByLabelText(/Active for checkout/));
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'PROMPTPAY',
      name: 'Shop PromptPay',
      details: '089-555-0101',
      promptpayId: '089-555-0101',
      receivingBank: '014',
      accountNumber: '123-4-56789-0',
      accountName: 'Shop Co.',
      activeForCheckout: true,
    });
    expect((screen.getByRole('button', { name: 'Adding...' }) as HTMLButtonElement).disabled).toBe(true);
    finish();
  });

  it("shows the server's refusal and lets the admin try again", async () => {
    renderForm(vi.fn(async () => Promise.reject(new Error('A record with these details already exists'))));
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Bank');
    await userEvent.type(screen.getByLabelText('Name'), 'Kasikorn');
    await userEvent.type(screen.getByLabelText('Details'), '123');
    // Only PromptPay accounts take a PromptPay id or checkout's money.
    expect(screen.queryByLabelText('PromptPay ID')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A record with these details already exists');
    expect((screen.getByRole('button', { name: 'Add Payment Method' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks in Thai, naming the types and banks in Thai, when the dashboard is in Thai', async () => {
    renderForm(undefined, 'th');
    await userEvent.selectOptions(screen.getByLabelText('ประเภท'), 'พร้อมเพย์');
    expect(screen.getByLabelText('ธนาคารผู้รับ').textContent).toContain('ธนาคารไทยพาณิชย์ (014)');
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(screen.getByRole('alert').textContent).toBe('กรุณาเลือกประเภท และกรอกชื่อบัญชีและรายละเอียด');
  });
});
