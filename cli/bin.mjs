#!/usr/bin/env node
// `npx harness`: runs the TypeScript CLI through tsx, so a clone works right after `npm ci`.
import { register } from 'tsx/esm/api';

register();
await import('./harness.ts');
