// Call data's pure rules, shared by the console (logs and dashboards plugins, through @kernel/sdk)
// and the reference server (server/areas/logs*, metrics*): no React, no Node.
export * from './callerName';
export * from './dateFilters';
export * from './filterOperators';
export * from './formatNumbers';
export * from './formulaEvaluator';
export * from './formulaMessages';
export * from './formulaParser';
export * from './formulaValidation';
export * from './logFields';
export * from './metrics';
export * from './metricResult';
