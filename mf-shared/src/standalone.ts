// The standalone public page: this bundle acting as its own host (async boundary for the shared scope).
import('./standalone-bootstrap');
