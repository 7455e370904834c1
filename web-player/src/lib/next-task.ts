/**
 * Resolves in a task of its own (a message to itself: no timer clamping), so the work after it does not lengthen
 * the task before it. On a phone every task over 50 ms blocks input (Total Blocking Time, issue 14).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
