import { Router } from 'express';
import { route } from './http';
import { REGION } from '../config';

export const healthRouter = Router();

healthRouter.get(
  '/health',
  route((_req, res) => {
    res.json({ success: true, status: 'ok', region: REGION, time: new Date().toISOString() });
  }),
);
