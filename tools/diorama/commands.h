#pragma once

#include <string>
#include <vector>

namespace diorama::cli {

// Each returns the process exit status: 0 success, 1 error, 2 usage error.
int runOrder(const std::vector<std::string>& args);
int runPick(const std::vector<std::string>& args);
int runInspect(const std::vector<std::string>& args);
int runConvert(const std::vector<std::string>& args);
int runQuery(const std::vector<std::string>& args);
int runValidate(const std::vector<std::string>& args);
int runRender(const std::vector<std::string>& args);
int runFormat(const std::vector<std::string>& args);
int runImport(const std::vector<std::string>& args);
int runExport(const std::vector<std::string>& args);
int runPlay(const std::vector<std::string>& args);

struct UsageError {
    std::string message;
};

}  // namespace diorama::cli
