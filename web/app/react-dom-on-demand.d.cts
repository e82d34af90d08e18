import type * as ReactDomClient from 'react-dom/client';

export declare function loadReactDom(): typeof ReactDomClient;
