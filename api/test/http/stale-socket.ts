import type { ClientRequest } from 'node:http';

/**
 * Whether a request failed only because it went out on a kept-alive socket the server had just closed as idle
 * (its keep-alive timeout): the server never read it, so sending it again is safe. This is Node's documented
 * retry (`request.reusedSocket`, http docs). On a loaded machine a pause of a few seconds between two requests
 * of one test is common, and a clean-clone run's route matrix failed on 'socket hang up' this way.
 */
export function isStaleSocketReset(req: ClientRequest, error: NodeJS.ErrnoException): boolean {
  return req.reusedSocket && error.code === 'ECONNRESET';
}
