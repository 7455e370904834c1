import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generalQueryOptions } from '@/features/site/api/get-general';
import { slidersQueryOptions } from '@/features/site/api/get-sliders';
import { createQueryClient } from '@/lib/query-client';
import { gameFixture, generalFixture } from '@/testing/fixtures';
import { requestPath, stubFetchByPath } from '@/testing/render';
import { App } from '.';

describe('App with the query client main.tsx made (issue 15: the first requests go out before the first render)', () => {
  it('renders the home page from the answers already asked for, without asking again', async () => {
    const fetchMock = stubFetchByPath({
      '/api/general': generalFixture,
      '/api/logo': [],
      '/api/sliders': [
        { id: 1, name: 'Welcome', link: '', thubmnail: '/storage/slider/w.svg', status: 'active', slider_type: 'Main', order: 0 },
      ],
      '/api/sociallink': [],
      '/api/market/block': { exchange_market: 1, cs_market: 1, status: 'active' },
      '/api/get-system': { systems: [], message: 'ok' },
      '/api/get-games': { games: [gameFixture({ code: 'G1', name: 'Tiger Fortune', tags: ['featured'] })] },
    });
    const queryClient = createQueryClient();
    // as main.tsx does, before rendering
    void queryClient.prefetchQuery(generalQueryOptions());
    void queryClient.prefetchQuery(slidersQueryOptions('Main'));
    render(<App queryClient={queryClient} />);
    expect(await screen.findByRole('img', { name: 'Welcome' })).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([input]) => requestPath(input as RequestInfo));
    expect(asked.filter((path) => path === '/api/general')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/sliders')).toHaveLength(1);
  });
});
