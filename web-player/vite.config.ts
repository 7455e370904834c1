import react from '@vitejs/plugin-react';
import { webAppConfig } from '../libs/web-kit/vite-config';

export default webAppConfig({ configUrl: import.meta.url, base: '/', devPort: 5173, previewPort: 4173, react });
