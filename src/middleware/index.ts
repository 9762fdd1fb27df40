// The middleware, as Astro's sequence() of steps, outermost first. Each step returns early
// with its refusal or calls next(); the outermost gives every answer, early or rendered,
// its security headers and cache policy once (before, six early returns each called them).
import { sequence } from 'astro:middleware';
import { prepare } from './prepare.ts';
import { responseHeaders } from './response-headers.ts';
import { crossOrigin } from './cross-origin.ts';
import { oldAddresses } from './old-addresses.ts';
import { staffGate } from './staff-gate.ts';
import { jsonBody } from './json-body.ts';
import { render } from './render.ts';

export const onRequest = sequence(prepare, responseHeaders, crossOrigin, oldAddresses, staffGate, jsonBody, render);
