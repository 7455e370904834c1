import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetchByPath } from '@/testing/render';
import { InboxPage } from './inbox-page';

const message = (id: number, title: string, text: string, isRead = false) => ({
  id,
  title,
  message: text,
  created_at: '2026-11-21T06:00:00.000Z',
  is_read: isRead,
});
const page = (data: unknown[], lastPage = 1) => ({
  success: true,
  data: { data, current_page: 1, last_page: lastPage, per_page: 10, total: data.length, unread: 1 },
});

function setup(data: unknown[]) {
  window.localStorage.setItem('token', 'session-token');
  const long = 'Your deposit of ৳750.00 was rejected. Reason: Transaction id not found';
  const fetchMock = stubFetchByPath({
    '/api/inbox': page(data),
    '/api/inbox/1': { success: true, data: message(1, 'Deposit rejected', long) },
    '/api/inbox/1/read': { success: true, unread: 0 },
    '/api/inbox/2/read': { success: true, unread: 0 },
    '/api/inbox/1/': { success: true, unread: 0 },
  });
  renderWithProviders(<InboxPage />, { route: '/inbox' });
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof stubFetchByPath>, method: string) =>
  fetchMock.mock.calls
    .filter((call) => ((call as unknown[])[1] as RequestInit | undefined)?.method === method)
    .map(([input]) => new URL(String(input), 'http://localhost').pathname);

describe('InboxPage', () => {
  it('lists messages with a 5-word preview, unread first marked; opening one shows it in full and marks it read', async () => {
    const fetchMock = setup([
      message(1, 'Deposit rejected', 'Your deposit of ৳750.00 was rejected. Reason: Transaction id not found'),
      message(2, 'Bonus received', 'A bonus was added.', true),
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Your deposit of ৳750.00 was…')).toBeTruthy();
    expect(within(items[0]!).getByLabelText('Unread')).toBeTruthy();
    expect(within(items[1]!).queryByLabelText('Unread')).toBeNull();

    fireEvent.click(within(items[0]!).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deposit rejected')).toBeTruthy();
    expect(within(dialog).getByText(/Reason: Transaction id not found/)).toBeTruthy();
    await waitFor(() => expect(calls(fetchMock, 'PATCH')).toEqual(['/api/inbox/1/read']));
  });

  it('edit mode: select messages, then Read marks each read', async () => {
    const fetchMock = setup([message(1, 'One', 'a'), message(2, 'Two', 'b')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const read = screen.getByRole('button', { name: 'Read' });
    expect((read as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(read);
    await waitFor(() => expect(calls(fetchMock, 'PATCH')).toEqual(['/api/inbox/1/read', '/api/inbox/2/read']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy());
  });

  it('edit mode: Delete asks first, then deletes the selected', async () => {
    const fetchMock = setup([message(1, 'One', 'a'), message(2, 'Two', 'b')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Two' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls(fetchMock, 'DELETE')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls(fetchMock, 'DELETE')).toEqual(['/api/inbox/2']));
  });

  it('says so when there are no messages', async () => {
    setup([]);
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
