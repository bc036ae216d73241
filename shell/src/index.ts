// The async boundary lets Module Federation settle the shared scope before any shared module is used.
import('./bootstrap');
