#pragma once

#include <string>
#include <vector>

namespace diorama {
struct AssetProblem;
}

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

// "FILE: POINTER: [warning: ]message" on stderr, one line each: every command reports the
// assets a scene names that are missing or broken this way (docs/cli.md).
void printAssetProblems(const std::string& file, const std::vector<AssetProblem>& problems, bool asWarnings);

struct UsageError {
    std::string message;
};

}  // namespace diorama::cli
