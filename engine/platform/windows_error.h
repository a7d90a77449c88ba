// The text of Windows' last error, for messages a user reads. Windows only.
#pragma once

#ifdef _WIN32
#include <string>

namespace xq {

// GetLastError() as the system words it ("The system cannot find the file specified"), without
// the trailing full stop and line break, or "error N" when the system has no text.
std::string last_windows_error_text();

}  // namespace xq
#endif
