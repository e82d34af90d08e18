// Fields that every staff-written item shares (materials, news, events, courses, quizzes): the
// address slug and a picture's address, site-relative or http(s), never javascript: or data:.
import { z } from 'zod';

export const slugInput = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug')
  .max(100);

export const pictureUrl = z
  .string()
  .max(2000)
  .regex(/^(\/(?!\/)|https?:\/\/)/, 'Invalid URL');
