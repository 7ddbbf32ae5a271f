// Money helpers shared by the console and the server (money contract).
export * from './constants';
export * from './usd';
export * from './topup';
export * from './movement';
