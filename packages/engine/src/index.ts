export * from './types';
export * from './errors';
export { analyzeAnswer, createAnalyzer, AnswerAnalyzer } from './analysis/analyze';
export { createSandboxPlatform } from './platforms/sandbox';
