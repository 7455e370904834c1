import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describedText, jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { DesktopRegisterForm } from './desktop-register-form';

function stubApi(answerRegister: () => Response = () => jsonResponse({ message: 'ok' }, 201)) {
  let captchas = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (requestPath(input) === '/captcha') {
      captchas += 1;
      return new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
        headers: { 'Content-Type': 'image/svg+xml', 'X-Captcha-Id': `cap-${captchas}` },
      });
    }
    return answerRegister();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const alertText = () => screen.getByRole('alert').textContent;

function fillStep1() {
  type('Username', 'AliKhan');
  type('Password', 'secret12');
  type('Confirm password', 'secret12');
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

async function fillStep2() {
  type('Full name', 'Ali Khan');
  type('Phone number', '1712345678');
  type('E-mail', 'ali@example.com');
  await screen.findByRole('img', { name: 'Verification code image' });
  type('Verification code', '1234');
}

describe('DesktopRegisterForm', () => {
  it('checks step 1 before Next: all fields, then equal passwords', () => {
    stubApi();
    renderWithProviders(<DesktopRegisterForm />, { route: '/register' });
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(alertText()).toBe('Please fill in all fields.');

    type('Username', 'alikhan');
    type('Password', 'secret12');
    type('Confirm password', 'secret13');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(alertText()).toBe('Passwords do not match.');

    type('Confirm password', 'secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks step 2 before Register, and Previous keeps step 1 values', async () => {
    stubApi();
    renderWithProviders(<DesktopRegisterForm />, { route: '/register' });
    fillStep1();

    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(alertText()).toBe('Please fill in all fields for step 2.');

    await fillStep2();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(alertText()).toBe('You must confirm that you are 18 years old.');

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('alikhan');
  });

  it('registers with the captcha id, then resets to step 1 with the success message', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<DesktopRegisterForm />, { route: '/register' });
    fillStep1();
    await fillStep2();
    fireEvent.click(screen.getByLabelText('I confirm that I am 18 years old or older.'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByRole('status')).textContent).toBe('Registration Successful!');
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');

    const call = fetchMock.mock.calls.find(([input]) => requestPath(input) === '/api/register');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      username: 'alikhan',
      password: 'secret12',
      confirmPassword: 'secret12',
      currencyType: '8',
      friendReferCode: '',
      realName: 'Ali Khan',
      callingCode: '880',
      phoneNumber: '1712345678',
      email: 'ali@example.com',
      captcha: '1234',
      ageCheck: true,
    });
    expect(new Headers(call?.[1]?.headers).get('X-Captcha-Id')).toBe('cap-1');
    // Registration does not log in on desktop (spec section 4).
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows the server refusal and fetches a new captcha', async () => {
    const fetchMock = stubApi(() =>
      jsonResponse(
        {
          message: 'The captcha is wrong or has expired. Please enter the new code.',
          errors: { captcha: ['The captcha is wrong or has expired. Please enter the new code.'] },
        },
        400,
      ),
    );
    renderWithProviders(<DesktopRegisterForm />, { route: '/register' });
    fillStep1();
    await fillStep2();
    fireEvent.click(screen.getByLabelText('I confirm that I am 18 years old or older.'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() =>
      expect(describedText(screen.getByLabelText('Verification code'))).toContain('The captcha is wrong or has expired.'),
    );
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([input]) => requestPath(input) === '/captcha')).toHaveLength(2));
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('');
  });
});
