// A course step shows content blocks or a quiz; the quiz player is the quizzes feature's.
import type { FeatureWidgets } from '../../components/feature-widgets.tsx';
import { QuizPlayer } from '../../features/learning/quizzes/quiz-player/quiz-player.tsx';
import { materialWidgets } from './material-widgets.ts';

export const courseStepWidgets = { ...materialWidgets, QuizPlayer } satisfies Partial<FeatureWidgets>;
