// The editor widgets arrive with the editor issue.
