import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest's globals, Testing Library cannot register its own clean-up: each test starts
// from an empty document here instead.
afterEach(cleanup);
