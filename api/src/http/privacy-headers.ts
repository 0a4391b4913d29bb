import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * Browser features the shop never uses, so an injected script or a framed page gets none of them either.
 * Only names Chromium knows (checked with Chromium 156): an unknown one costs a console warning on every page.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];
const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * Sent on every answer. Google sign-in needs none of these; identity-credentials-get (FedCM, which
 * Google's button may use) is left at the browser's default on purpose.
 */
export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  next();
};

/**
 * Answers that depend on who asks (a request with credentials) or that may carry a token (any write,
 * sign-in included) must not be kept by the browser's cache or a proxy, where the next user could find them.
 */
export const isPrivateAnswer = (req: IncomingMessage): boolean =>
  req.headers.authorization !== undefined || (req.method !== 'GET' && req.method !== 'HEAD');

export const noStoreForPrivateAnswers: RequestHandler = (req, res, next) => {
  if (isPrivateAnswer(req)) res.setHeader('Cache-Control', 'no-store');
  next();
};
