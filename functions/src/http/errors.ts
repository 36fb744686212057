import type { Response } from 'express';

export interface ErrorBody {
  error: { code: string; message: string };
}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

/** Every error the functions send has this one JSON shape and never upstream text. */
export function sendError(res: Response, status: number, code: string, message: string): void {
  res.status(status).set('Cache-Control', 'no-store').json(errorBody(code, message));
}
