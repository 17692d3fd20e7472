import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a render after an asynchronous
// validation or a fetch can take longer. A longer wait changes nothing for a test that passes, and a broken behaviour
// still fails (later).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});
