/// <reference types="vite/client" />

declare module 'virtual:theme-vars.css';
declare module 'virtual:table-columns.css';
