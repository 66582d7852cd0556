const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/** Lets the browser paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The libraries are evaluated one at a time, each in its own task: evaluated together (the usual
 * static imports) they were the page's longest task, blocking input on a phone. The server already
 * preloads every file, so this orders the evaluation; it does not add a round trip.
 */
async function boot(root: HTMLElement): Promise<void> {
  await import('./boot/react-step');
  await nextTask();
  await import('./boot/router-step');
  await nextTask();
  await import('./boot/styles-step');
  await nextTask();
  const { startApp } = await import('./app/start');
  startApp(root);
}

void boot(container);
